import { useState, type ReactNode } from 'react';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationSettings,
} from '@kanak/domain/notifications';
import { ListSkeleton, LoginNotice, PageFrame } from '../../../components/layouts/account-frame';
import { useAccountState } from '../../../lib/session/use-me';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-sm border border-line bg-pearl p-5 desktop:p-7"
    >
      <h2 id={id} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <div className="mt-3 space-y-4 text-ink-soft">{children}</div>
    </section>
  );
}

/**
 * /account/notifications (ARCHITECTURE §12, issue 40): the channels per kind of service message,
 * and the marketing consent apart from them, withdrawn in one tap.
 */
export function AccountNotificationsPage() {
  const account = useAccountState();
  const signedIn = account.kind === 'signed-in';
  const settings = useNotificationSettings(signedIn);
  const save = useSaveNotificationSettings();
  // The customer's unsaved ticks; none until they change one.
  const [edits, setEdits] = useState<NotificationSettings['kinds'] | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const kinds = edits ?? settings.data?.kinds;

  const frame = (children: ReactNode) => (
    <PageFrame
      width="narrow"
      eyebrow="Your account"
      title="Messages from Kanak"
      documentTitle="Messages from Kanak"
    >
      {children}
    </PageFrame>
  );
  if (account.kind === 'signed-out')
    return frame(<LoginNotice message="Please log in to choose how we send you messages." />);
  if (account.kind === 'checking' || !kinds || !settings.data)
    return frame(<ListSkeleton label="Loading your choices" />);

  const send = (next: NotificationSettings) =>
    save.mutate(next, {
      onSuccess: (saved) => {
        setEdits(null);
        setSaid(saved.message ?? NOTIFICATION_MESSAGES.saved);
      },
      onError: (error) => setSaid(error.message),
    });
  const changedAt = settings.data.marketing_changed_at;

  return frame(
    <div className="space-y-6">
      <Card id="service-title" title="News of your orders">
        <p>Choose where each kind of news reaches you. {NOTIFICATION_MESSAGES.otpAlwaysSms}</p>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            send({ kinds, marketing: settings.data.marketing });
          }}
        >
          {NOTIFICATION_KINDS.map((kind) => (
            <fieldset key={kind} className="border-t border-line pt-4">
              <legend className="float-left w-full font-semibold text-ink">
                {NOTIFICATION_KIND_LABELS[kind].title}
              </legend>
              <p className="clear-both text-sm">{NOTIFICATION_KIND_LABELS[kind].hint}</p>
              <div className="mt-2 flex flex-wrap gap-x-6">
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <label key={channel} className="inline-flex min-h-11 items-center gap-2 text-ink">
                    <input
                      type="checkbox"
                      className="size-5 accent-maroon"
                      checked={kinds[kind][channel]}
                      onChange={(e) =>
                        setEdits({
                          ...kinds,
                          [kind]: { ...kinds[kind], [channel]: e.target.checked },
                        })
                      }
                    />
                    {NOTIFICATION_CHANNEL_LABELS[channel]}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            Save my choices
          </button>
        </form>
      </Card>

      <Card id="marketing-title" title="Offers and new collections">
        <p>
          {settings.data.marketing
            ? 'You have agreed to hear about offers and new collections.'
            : 'We send offers and news of new collections only if you agree. Your order’s news comes either way.'}
          {changedAt
            ? ` (${settings.data.marketing ? 'Agreed' : 'Stopped'} on ${longDate.format(new Date(changedAt))}.)`
            : ''}
        </p>
        <button
          type="button"
          className={settings.data.marketing ? 'btn btn-outline' : 'btn btn-primary'}
          disabled={save.isPending}
          onClick={() => send({ kinds: settings.data.kinds, marketing: !settings.data.marketing })}
        >
          {settings.data.marketing ? 'Stop offers and news' : 'Send me offers and news'}
        </button>
      </Card>
      <p role="status" className="min-h-6 text-ink">
        {said}
      </p>
    </div>,
  );
}
