import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOtps, signup } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Messenger, OutgoingMessage } from '../../providers/messaging/messenger.ts';
import { repliesSettled } from './after-reply.ts';

/*
 * POST password/forgot must not tell a known account from an unknown one by its timing (issue 35
 * item 7): a known account's lookup, code and SMS (a gateway call of hundreds of milliseconds in
 * production) happen after the answer. Proved without a clock: with the SMS gateway stalled, the
 * known account is answered at once, exactly like an unknown one, and the code follows.
 */

const SENT = { message: 'If an account matches, we have sent an OTP to its registered mobile number.' };

/** A gateway that holds every message while stalled, as a slow SMS provider would. */
class StallingGateway implements Messenger {
  readonly sent: OutgoingMessage[] = [];
  private held: (() => void)[] = [];
  stalled = false;
  private reachedNow: () => void = () => undefined;
  /** Resolves when a message reaches the gateway while it is stalled. */
  reached: Promise<'gateway'> = Promise.resolve('gateway');

  stall() {
    this.stalled = true;
    this.reached = new Promise((resolve) => (this.reachedNow = () => resolve('gateway')));
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (this.stalled) {
      this.reachedNow();
      await new Promise<void>((resolve) => this.held.push(resolve));
    }
    this.sent.push(message);
  }

  release() {
    this.stalled = false;
    for (const resolve of this.held.splice(0)) resolve();
  }

  codeFor(phone: string): string | undefined {
    const sms = this.sent.filter((m) => m.to === phone && m.channel === 'sms').at(-1);
    return sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
  }
}

const gateway = new StallingGateway();
let t: TestApp;
const customer = signup(81);
beforeAll(async () => {
  t = await createTestApp({}, { messenger: gateway });
  await t.app.inject({ method: 'POST', url: '/api/register', payload: customer });
  const otp = gateway.codeFor(customer.phone_number);
  const session = await t.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { phone_number: customer.phone_number, otp } });
  // A reset by e-mail reaches only an account that verified the address (decision 044).
  const mail = gateway.sent.find((m) => m.channel === 'email' && m.to === customer.email);
  const token = decodeURIComponent(/[?&]token=([^\s&]+)/.exec(mail?.body ?? '')?.[1] ?? '');
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/email/verify',
    payload: { token },
    headers: { authorization: `Bearer ${session.json().access_token}` },
  });
  if (verified.statusCode !== 200) throw new Error(`email/verify answered ${verified.statusCode}`);
  // The reset code may follow the signup code only after the 30-second resend wait.
  await ageOtps(t.app, customer.phone_number, 31);
});
afterAll(async () => {
  gateway.release();
  await t.close();
});

const forgot = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/password/forgot', payload });

describe('POST password/forgot answers before any work that only a known account needs', () => {
  it('answers a known e-mail while the SMS gateway is stalled, as it answers an unknown one', async () => {
    gateway.stall();
    // On the old code the answer waited for the gateway: the gateway is reached first and no answer comes.
    const known = await Promise.race([forgot({ email: customer.email }), gateway.reached]);
    expect(known).not.toBe('gateway');
    const unknown = await forgot({ email: 'nobody@example.in' });
    for (const res of [known, unknown]) {
      if (res === 'gateway') throw new Error('the answer waited for the SMS gateway');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
      expect(res.headers['content-length']).toBe(String(JSON.stringify(SENT).length));
    }
  });

  it('still texts the known account its reset code, after the answer', async () => {
    const before = gateway.sent.length;
    gateway.release();
    await repliesSettled();
    const texted = gateway.sent.slice(before);
    expect(texted.map((m) => m.to)).toEqual([customer.phone_number]);
    const otp = gateway.codeFor(customer.phone_number);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: customer.email, otp, password: 'Fresh@Start9', password_confirmation: 'Fresh@Start9' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
