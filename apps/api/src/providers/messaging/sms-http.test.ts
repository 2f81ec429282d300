import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ageOtps } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { smsHttpGateway } from './sms-http.ts';
import { defined } from '@kanak/db/testing';

/** A stand-in SMS gateway that records what it is sent and answers `status`. */
let gateway: Server;
let url: string;
let received: { to: string; message: string }[] = [];
let contentTypes: (string | undefined)[] = [];
let status = 200;
let delayMs = 0;

const readJson = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; message: string };
};

beforeAll(async () => {
  gateway = createServer((req, res) => {
    void readJson(req).then((body) => {
      contentTypes.push(req.headers['content-type']);
      received.push(body);
      setTimeout(() => res.writeHead(status).end('{}'), delayMs);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
beforeEach(() => {
  received = [];
  contentTypes = [];
  status = 200;
  delayMs = 0;
});

describe('the HTTP SMS gateway adapter', () => {
  it('posts the number and the text as JSON', async () => {
    await smsHttpGateway(url).send({ channel: 'sms', to: '9876543210', body: 'hello' });
    expect(received).toEqual([{ to: '9876543210', message: 'hello' }]);
    expect(contentTypes).toEqual(['application/json']);
  });

  it('rejects when the gateway answers anything but 2xx', async () => {
    status = 503;
    await expect(smsHttpGateway(url).send({ channel: 'sms', to: '9876543210', body: 'x' })).rejects.toThrow('503');
  });

  it('gives up when the gateway does not answer in time', async () => {
    delayMs = 500;
    await expect(smsHttpGateway(url, 50).send({ channel: 'sms', to: '9876543210', body: 'x' })).rejects.toThrow();
  });

  it('refuses to send e-mail', async () => {
    await expect(smsHttpGateway(url).send({ channel: 'email', to: 'a@example.in', body: 'x' })).rejects.toThrow();
  });
});

describe('an app with MESSENGER=live', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: e-mail fails at once, which a signup must survive.
    t = await createTestApp({ MESSENGER: 'live', SMS_GATEWAY_URL: url, SMTP_URL: 'smtp://127.0.0.1:1', WHATSAPP_TOKEN: 'test-token', WHATSAPP_PHONE_NUMBER_ID: '1234', WHATSAPP_API_URL: 'http://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('has no dev outbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });

  it('texts the signup OTP through the gateway, and the code logs the customer in', async () => {
    const payload = {
      name: 'Live Customer',
      email: 'live@example.in',
      phone_number: '9811111111',
      password: 'Kanak@2024',
      password_confirmation: 'Kanak@2024',
    };
    const reg = await t.app.inject({ method: 'POST', url: '/api/register', payload });
    expect(reg.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(defined(received[0], 'received[0]').to).toBe('9811111111');
    const otp = defined(/\b(\d{6})\b/.exec(defined(received[0], 'received[0]').message)?.[1], 'a code in the message');
    const res = await t.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { phone_number: '9811111111', otp } });
    expect(res.statusCode).toBe(200);
  });

  it('says "Failed to send OTP" when the gateway fails, and lets the customer retry at once', async () => {
    await ageOtps(t.app, '9811111111', 31);
    status = 500;
    const failed = await t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { phone_number: '9811111111' } });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'Failed to send OTP. Please try again.' });
    // The code that never arrived does not start the 30-second wait.
    status = 200;
    const retry = await t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { phone_number: '9811111111' } });
    expect(retry.statusCode).toBe(200);
  });
});
