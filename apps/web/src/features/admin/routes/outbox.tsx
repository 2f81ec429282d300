import { useState } from 'react';
import { DENSE_INPUT_CLASS } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { PageHeader } from '../components/page-header';
import { OutboxMessage } from '../components/outbox/outbox-message';
import { useOutbox } from '../components/outbox/use-outbox';

/**
 * /admin/outbox: outside production every SMS, e-mail and WhatsApp message lands in the outbox
 * instead of going out (ARCHITECTURE §12); here the shop reads one recipient's, each as its
 * channel shows it, the e-mail rendered as it will look.
 */
export function OutboxPage() {
  const [to, setTo] = useState('');
  const [typed, setTyped] = useState('');
  const query = useOutbox(to);
  return (
    <>
      <PageHeader
        title="Outbox"
        description="Outside production, messages to customers are kept here instead of being sent. Look up one recipient by mobile number or e-mail address."
      />
      <form
        className="mb-5 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setTo(typed.trim());
        }}
      >
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
          Mobile number or e-mail
          <input
            className={`${DENSE_INPUT_CLASS} min-w-72`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            inputMode="email"
            autoComplete="off"
          />
        </label>
        <button type="submit" className="btn btn-primary">
          Show messages
        </button>
      </form>
      {query.isError ? (
        <p role="alert" className="text-ink">
          {query.error instanceof ApiError && query.error.status === 404
            ? 'This shop sends its messages: the outbox exists only outside production.'
            : query.error.message}
        </p>
      ) : query.data ? (
        query.data.messages.length === 0 ? (
          <p className="text-ink-soft">No messages to {to}.</p>
        ) : (
          <ul className="space-y-3">
            {query.data.messages.map((m, i) => (
              <OutboxMessage key={`${m.created_at}-${m.channel}-${i}`} message={m} />
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}
