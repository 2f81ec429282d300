import { describe, expect, it } from 'vitest';
import { signup } from '../../../test/accounts.ts';
import { r, setupRecordedApp, t } from '../../../test/recorded-app.ts';
import type { OutgoingMessage } from '../../providers/messaging/messenger.ts';

/*
 * The account routes' answers that no other file states (issue 37, auth.routes.ts): what a
 * customer is told when the shop cannot mail their verification link, and what never leaves.
 */

setupRecordedApp({ SEED_DEMO: 'false' });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const mailsTo = async (email: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).json()
    .messages as unknown[];

/** Runs `work` while the mail server refuses every e-mail (texts still go). */
async function withMailDown<T>(work: () => Promise<T>): Promise<T> {
  const messenger = t.app.messenger;
  const send = messenger.send.bind(messenger);
  messenger.send = async (message: OutgoingMessage) => {
    if (message.channel === 'email') throw new Error('mail server down');
    await send(message);
  };
  try {
    return await work();
  } finally {
    messenger.send = send;
  }
}

describe('asking for the verification e-mail again', () => {
  it('answers 502 "Something went wrong" when the mail cannot be sent, and works once the mail is back', async () => {
    const customer = signup(71);
    const token = await r.registerAndVerify(customer);
    const before = (await mailsTo(customer.email)).length;

    const down = await withMailDown(() =>
      r.inject({ method: 'POST', url: '/api/email/resend', headers: bearer(token) }),
    );
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(await mailsTo(customer.email)).toHaveLength(before);

    const back = await r.inject({
      method: 'POST',
      url: '/api/email/resend',
      headers: bearer(token),
    });
    expect(back.statusCode).toBe(200);
    expect(await mailsTo(customer.email)).toHaveLength(before + 1);
  });
});

describe('what leaves the API', () => {
  it('never carries a password hash, a token hash or a texted code', () => {
    expect(r.leaks()).toEqual([]);
  });
});
