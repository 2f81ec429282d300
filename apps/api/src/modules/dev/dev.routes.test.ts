import { schema } from '@kanak/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signup } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { defined } from '@kanak/db/testing';

describe('GET /api/dev/outbox in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.messenger.send({ channel: 'sms', to: '9876543210', body: 'first' });
    await t.app.messenger.send({ channel: 'email', to: 'a@example.in', subject: 'Hi', body: 'second' });
    await t.app.messenger.send({ channel: 'sms', to: '9876543210', body: 'third' });
  });
  afterAll(() => t.close());

  it('lists what was sent to one recipient, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=9876543210' });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.map((m: { body: string }) => m.body)).toEqual(['third', 'first']);
    expect(res.json().messages[0]).toEqual({
      to: '9876543210',
      channel: 'sms',
      body: 'third',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('never lists every customer\'s messages: the recipient is required', async () => {
    for (const url of ['/api/dev/outbox', '/api/dev/outbox?to=', '/api/dev/outbox?to=%20']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message).toMatch(/recipient/);
      expect(res.body).not.toContain('third');
    }
  });

  it('filters by recipient', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=a@example.in' });
    expect(res.json().messages).toEqual([expect.objectContaining({ channel: 'email', body: 'second' })]);
  });
});

describe('GET /api/dev/outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The outbox is only allowed in production with ALLOW_SANDBOX=1; even then it is not readable.
    t = await createTestApp({ NODE_ENV: 'production', ALLOW_SANDBOX: '1', MESSENGER: 'outbox', PAYMENT_PROVIDER: 'sandbox' });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });

  it('sets the session cookie Secure', async () => {
    const c = signup(1);
    await t.app.inject({ method: 'POST', url: '/api/register', payload: c });
    const [sms] = await t.app.database.db
      .select()
      .from(schema.messageOutbox)
      .where(eq(schema.messageOutbox.to, c.phone_number))
      .orderBy(desc(schema.messageOutbox.id));
    const otp = defined(/\b(\d{6})\b/.exec(defined(sms, 'sms').body)?.[1], 'a code in the SMS');
    const res = await t.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { phone_number: c.phone_number, otp } });
    expect(sessionCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });
});
