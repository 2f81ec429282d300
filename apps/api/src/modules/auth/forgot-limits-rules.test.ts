import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, signup } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { repliesSettled } from './after-reply.ts';

/*
 * POST password/forgot answers the same whether or not a code went out (ARCHITECTURE §8), so a code
 * held back by the phone's send limits is silent to the customer. The operator still needs to know
 * why a customer who asked got nothing, and must not be paged for it: a limit reached is an ordinary
 * outcome, logged as information with the account and the status, never as an error.
 */

interface LogLine {
  level: number;
  msg: string;
  userId?: number;
  status?: number;
}

const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

const INFO = 30;
const ERROR = 50;
const customer = signup(83);
let t: TestApp;
let rec: Recorder;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({}, { loggerInstance: pino({ level: 'info' }, sink) });
  rec = new Recorder(t.app);
  const token = await rec.registerAndVerify(customer);
  const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  userId = me.json().user.id as number;
});
afterAll(async () => {
  await t.close();
});

const smsTo = async (phone: string) => {
  await repliesSettled();
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
  return (res.json().messages as { channel: string }[]).filter((m) => m.channel === 'sms').length;
};

describe('a forgotten-password code held back by the send limits', () => {
  it('is not texted, the answer is the usual one, and the operator is told why as information, not as an error', async () => {
    // The signup's code went out moments ago: the next may follow only after 30 seconds.
    const before = await smsTo(customer.phone_number);
    const seen = lines.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { phone_number: customer.phone_number } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'If an account matches, we have sent an OTP to its registered mobile number.' });
    expect(await smsTo(customer.phone_number)).toBe(before);

    const told = lines.slice(seen).filter((l) => l.msg === 'password reset OTP not sent');
    expect(told).toEqual([expect.objectContaining({ level: INFO, userId, status: 429 })]);
    expect(lines.slice(seen).filter((l) => l.level >= ERROR)).toEqual([]);
  });
});
