/**
 * Issue 35: after-sale forms (photos and a video) were read before their order was looked at, and a
 * stalled upload or a body sent a byte at a time held its socket for minutes. Over real sockets: only
 * there can a test see an answer arrive while the client is still sending, or a socket close.
 */
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction, payBalance } from '../admin.ts';
import { address, asha, ashaId, ids, ravi, setupShop, t } from '../shop.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const BOUNDARY = 'kanak-slow';
const field = (name: string, value: string) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const videoHead = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="video"; filename="v.mp4"\r\ncontent-type: video/mp4\r\n\r\n`;

const portOf = (app: TestApp['app']) => (app.server.address() as AddressInfo).port;

/** Sends `head`, then 64 KB chunks without end until the server answers; how much was sent by then. */
function upload(port: number, path: string, token: string, head: string): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const agent = new Agent({ keepAlive: true });
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let sent = Buffer.byteLength(head);
    let answered = false;
    const req = httpRequest(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      answered = true;
      const at = sent;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        req.destroy();
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, body, sent: at });
      });
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    req.write(head);
    const pump = () => {
      while (!answered && sent < 64 * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) reject(new Error(`no answer after ${sent} bytes`));
    };
    pump();
  });
}

describe('an after-sale form is read only for an order that can take it', () => {
  setupShop(131);
  let admin: string;
  let port: number;
  beforeAll(async () => {
    admin = await adminToken(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app);
  });

  async function deliveredOrder(): Promise<{ orderId: number; itemId: number }> {
    const orderId = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: 42_432, first: 30_126 });
    await payBalance(t.app, asha, orderId);
    const [item] = await t.app.database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId));
    const itemId = defined(item, 'item').id;
    const as = { authorization: `Bearer ${admin}` };
    const huids = { [String(itemId)]: [`HU${orderId}`.slice(0, 6).padEnd(6, 'X')] };
    const dispatched = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/dispatch`, headers: as, payload: { courier: 'Blue Dart', tracking_number: `BD${orderId}`, huids } });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/deliver`, headers: as })).statusCode).toBe(200);
    return { orderId, itemId };
  }

  it("answers 404 for another customer's order or an unknown one before reading the upload", async () => {
    const { orderId } = await deliveredOrder();
    for (const [path, token] of [[`/api/orders/${orderId}/after-sale`, ravi], ['/api/orders/999999/after-sale', asha]] as const) {
      const res = await upload(port, path, token, field('kind', 'maintenance') + videoHead);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ message: expect.any(String) });
      expect(res.sent, path).toBeLessThan(4 * 1024 * 1024);
    }
  });

  it('answers 409 for an order not yet delivered, and for a kind whose window has passed, before the first file byte', async () => {
    const pending = await orderInProduction(t.app, asha, { userId: ashaId, productId: ids.aanya, addressId: address, total: 42_432, first: 30_126 });
    const early = await upload(port, `/api/orders/${pending}/after-sale`, asha, field('kind', 'maintenance') + videoHead);
    expect(early.status).toBe(409);
    expect(early.sent).toBeLessThan(4 * 1024 * 1024);

    const { orderId, itemId } = await deliveredOrder();
    await t.app.database.db.update(schema.orders).set({ deliveredAt: new Date(Date.now() - 20 * 86_400_000) }).where(eq(schema.orders.id, orderId));
    const late = await upload(port, `/api/orders/${orderId}/after-sale`, asha, field('kind', 'return') + field('item_ids[]', String(itemId)) + videoHead);
    expect(late.status).toBe(409);
    expect(JSON.parse(late.body).message).toMatch(/15 days|window|return/i);
    expect(late.sent).toBeLessThan(4 * 1024 * 1024);
  });
});

/** Opens a raw connection, sends `head` and `body`, then calls `after`; resolves with what came back once it closes. */
function rawExchange(port: number, head: string, body: string, after: (write: (s: string) => void) => () => void, waitMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number | undefined }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let stop = () => {};
    const give = (closedAfterMs: number | undefined) => {
      clearTimeout(timer);
      stop();
      socket.destroy();
      resolve({ answer, closedAfterMs });
    };
    const timer = setTimeout(() => give(undefined), waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (answer += d));
    socket.on('close', () => give(Date.now() - started));
    socket.on('error', () => {});
    socket.write(head + body, () => (stop = after((s) => socket.write(s))));
  });
}

describe('request and idle timeouts', () => {
  let slow: TestApp;
  let stalled: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '1', IDLE_TIMEOUT_SECONDS: '60' });
    stalled = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '60', IDLE_TIMEOUT_SECONDS: '1' });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    await stalled.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await slow.close();
    await stalled.close();
  });

  it('answers 408 and closes a body sent a byte at a time past REQUEST_TIMEOUT_SECONDS', async () => {
    const head = 'POST /api/login HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
    const trickle = (write: (s: string) => void) => {
      const every = setInterval(() => write(' '), 200);
      return () => clearInterval(every);
    };
    const res = await rawExchange(portOf(slow.app), head, '{"email":"a@b.in",', trickle, 8000);
    expect(res.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(res.closedAfterMs).toBeDefined();
    expect(res.closedAfterMs).toBeLessThan(4000);
  });

  it('closes a stalled upload, signed out, after IDLE_TIMEOUT_SECONDS of silence', async () => {
    const part = field('phone_number', '9876543210') + `--${BOUNDARY}\r\ncontent-disposition: form-data; name="name"\r\n\r\nHal`;
    const head = `POST /api/register HTTP/1.1\r\nHost: shop.example\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${part.length * 2}\r\n\r\n`;
    const res = await rawExchange(portOf(stalled.app), head, part, () => () => {}, 8000);
    expect(res.closedAfterMs).toBeDefined();
    expect(res.closedAfterMs).toBeLessThan(4000);
  });
});
