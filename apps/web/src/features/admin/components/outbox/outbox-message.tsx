import { useState } from 'react';
import { EmailFrame } from './email-frame';
import type { OutboxEntry } from './use-outbox';

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const CHANNEL = { sms: 'SMS', email: 'E-mail', whatsapp: 'WhatsApp' } as const;

/** One message as its channel shows it: the SMS text, the WhatsApp template, the e-mail rendered. */
export function OutboxMessage({ message: m }: { message: OutboxEntry }) {
  const [text, setText] = useState(false);
  return (
    <li className="rounded-sm border border-line bg-pearl p-4">
      <p className="flex flex-wrap items-baseline gap-x-3 text-sm text-ink-soft">
        <span className="rounded-xs bg-maroon px-2 py-0.5 text-xs font-bold text-ivory">
          {CHANNEL[m.channel]}
        </span>
        <span>to {m.to}</span>
        <span>{when.format(new Date(m.created_at))}</span>
        {m.template && <span>template {m.template}</span>}
      </p>
      {m.channel === 'email' && m.html ? (
        <div className="mt-3 space-y-2">
          <p className="font-semibold text-ink">{m.subject}</p>
          {text ? (
            <pre className="whitespace-pre-wrap text-sm text-ink">{m.body}</pre>
          ) : (
            <EmailFrame html={m.html} title={`E-mail: ${m.subject ?? ''}`} />
          )}
          <button type="button" className="btn btn-outline" onClick={() => setText(!text)}>
            {text ? 'Show the e-mail' : 'Show the text part'}
          </button>
        </div>
      ) : m.channel === 'whatsapp' && m.params ? (
        <div className="mt-3 max-w-md rounded-sm bg-[#dcf8c6] p-3 text-sm text-ink">
          {m.params.map((p, i) => (
            <p key={i} className="break-words">
              {p}
            </p>
          ))}
        </div>
      ) : (
        <p className="mt-3 text-sm break-words whitespace-pre-wrap text-ink">
          {m.subject && <span className="block font-semibold">{m.subject}</span>}
          {m.body}
        </p>
      )}
    </li>
  );
}
