import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { whatsAppCloud } from './whatsapp-cloud.ts';

/** A stand-in Graph API that records what it is sent and answers `status`; the network is never reached. */
let graph: Server;
let apiUrl: string;
let received: { url: string | undefined; auth: string | undefined; body: unknown }[] = [];
let status = 200;
let delayMs = 0;

beforeAll(async () => {
  graph = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        url: req.url,
        auth: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      setTimeout(
        () =>
          res
            .writeHead(status, { 'content-type': 'application/json' })
            .end(
              status === 200
                ? '{"messages":[{"id":"wamid.1"}]}'
                : '{"error":{"message":"(#131026) Message undeliverable"}}',
            ),
        delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => new Promise<void>((resolve) => graph.close(() => resolve())));
beforeEach(() => {
  received = [];
  status = 200;
  delayMs = 0;
});

const client = (timeoutMs?: number) =>
  whatsAppCloud(
    { token: 'EAAG-secret', phoneNumberId: '106540352242922', language: 'en', apiUrl },
    timeoutMs,
  );
const message = {
  channel: 'whatsapp' as const,
  to: '9876543210',
  body: 'x',
  template: 'kanak_order_dispatched',
  params: ['Kanak: order #7 has been dispatched.', 'https://kanak.example.in/viewdetail/7'],
};

describe('the WhatsApp Cloud API client', () => {
  it('posts a template message with its language and body parameters to the number id, with the token', async () => {
    await client().send(message);
    expect(received).toEqual([
      {
        url: '/v21.0/106540352242922/messages',
        auth: 'Bearer EAAG-secret',
        body: {
          messaging_product: 'whatsapp',
          to: '919876543210',
          type: 'template',
          template: {
            name: 'kanak_order_dispatched',
            language: { code: 'en' },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: 'Kanak: order #7 has been dispatched.' },
                  { type: 'text', text: 'https://kanak.example.in/viewdetail/7' },
                ],
              },
            ],
          },
        },
      },
    ]);
  });

  it("rejects with the API's answer when it is not 2xx, so the dispatcher retries", async () => {
    status = 500;
    await expect(client().send(message)).rejects.toThrow(/500.*undeliverable/);
  });

  it('gives up when the API does not answer in time', async () => {
    delayMs = 500;
    await expect(client(50).send(message)).rejects.toThrow();
  });

  it('sends only WhatsApp, and only a template', async () => {
    await expect(client().send({ channel: 'sms', to: '9876543210', body: 'x' })).rejects.toThrow();
    await expect(
      client().send({ channel: 'whatsapp', to: '9876543210', body: 'x' }),
    ).rejects.toThrow(/template/);
    expect(received).toEqual([]);
  });
});
