import { MESSAGES } from '@kanak/domain/messages';
import { Icon, type IconProps } from '../../../components/ui/icon';
import { toast } from '../../../components/ui/toast';

const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="17.5" cy="5.5" r="2.25" />
    <circle cx="6.5" cy="12" r="2.25" />
    <circle cx="17.5" cy="18.5" r="2.25" />
    <path d="m8.5 10.8 7-4.1M8.5 13.2l7 4.1" />
  </Icon>
);

/**
 * SPEC §2 share: the phone's own share sheet when there is one, otherwise the link is copied and a
 * toast says so (the spec's alert, without blocking the page).
 */
export function ShareButton({ title }: { title: string }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // The visitor closed the share sheet: nothing to tell them.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(MESSAGES.share.copied);
    } catch {
      toast.error('We could not copy the link. Please copy it from the address bar.');
    }
  }

  return (
    <button
      type="button"
      onClick={() => void share()}
      className="inline-flex size-tap shrink-0 items-center justify-center rounded-full border border-line bg-pearl text-ink transition-colors hover:border-maroon hover:text-maroon"
    >
      <ShareIcon className="size-5" />
      <span className="sr-only">Share this piece</span>
    </button>
  );
}
