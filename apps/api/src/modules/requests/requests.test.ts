import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { schema } from '@kanak/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, signup } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { defined } from '@kanak/db/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with text fields and an optional `image` file. */
function form(fields: Record<string, string>, file?: { name: string; type: string; body: Buffer }) {
  const boundary = '----kanak-requests-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const FIELDS = {
  description: 'A slim band with three small diamonds',
  goldColor: 'Yellow',
  stone: 'Diamond',
  goldCarat: '18K',
  priceRange: '₹40,000 – ₹60,000',
  name: 'Ira Mehta',
  contactNo: '9876543210',
  email: 'ira@example.in',
  address: '12 Marine Drive, Mumbai',
  preferredTime: 'Evenings',
};

async function privateFiles(): Promise<string[]> {
  return readdir(path.join(t.dataDir, 'private', 'requests')).catch(() => []);
}

describe('customise and bulk-order requests', () => {
  it('stores a customise request with its image privately and answers as the SPEC says', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customize-requests',
      ...form(FIELDS, { name: 'idea.png', type: 'image/png', body: PNG }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Form Submitted successfully' });
    const [row] = await t.app.database.db
      .select()
      .from(schema.serviceRequests)
      .where(eq(schema.serviceRequests.name, 'Ira Mehta'));
    expect(row).toMatchObject({
      kind: 'customize',
      // Stored in the API's own vocabulary, whatever spelling the form used.
      goldColour: 'yellow_gold',
      karat: '18k',
      contactNo: '9876543210',
    });
    expect(defined(row, 'row').imageStorageKey).toMatch(/^requests\/[0-9a-f-]{36}\.png$/);
    expect(await privateFiles()).toContain(defined(defined(row, 'row').imageStorageKey, 'row.imageStorageKey').split('/')[1]);
    // Never reachable under the public media URL.
    const pub = await t.app.inject({ method: 'GET', url: `/media/${defined(row, 'row').imageStorageKey}` });
    expect(pub.statusCode).toBe(404);
  });

  it('stores a bulk request without an image, as a bulk request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bulk-order-requests',
      ...form({
        name: 'Wedding order',
        email: 'orders@example.in',
        description: '40 pairs of studs',
      }),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.database.db
      .select()
      .from(schema.serviceRequests)
      .where(eq(schema.serviceRequests.name, 'Wedding order'));
    expect(row).toMatchObject({ kind: 'bulk', imageStorageKey: null, contactNo: null });
  });

  it('refuses a file that is not an image by its content, whatever its name says', async () => {
    const before = (await privateFiles()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customize-requests',
      ...form(FIELDS, {
        name: 'photo.png',
        type: 'image/png',
        body: Buffer.from('<svg onload="alert(1)"></svg>'),
      }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Please upload a JPEG, PNG or WebP image.' });
    expect((await privateFiles()).length).toBe(before);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bulk-order-requests',
      ...form(FIELDS, { name: 'big.png', type: 'image/png', body: big }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/5 MB/);
  });

  it('checks the contact details and needs at least one way to reach the customer', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/customize-requests',
      ...form({ ...FIELDS, contactNo: '12345', email: 'not-an-email' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      contactNo: ['Please enter a valid 10-digit mobile number'],
      email: ['Please enter a valid email address.'],
    });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/customize-requests',
      ...form({ description: 'Just an idea' }),
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(
      'Please give a mobile number or an e-mail address so we can reach you.',
    );
    const carat = await t.app.inject({
      method: 'POST',
      url: '/api/customize-requests',
      ...form({ ...FIELDS, goldCarat: '22K' }),
    });
    expect(carat.statusCode).toBe(422);
    expect(carat.json().errors.goldCarat).toEqual(['Please choose 14K or 18K.']);
  });

  it('takes the gold colour and purity as the other routes spell them too', async () => {
    for (const [goldColor, goldCarat, stored] of [
      ['rose_gold', '14k', ['rose_gold', '14k']],
      ['White Gold', '18 KT', ['white_gold', '18k']],
      ['Rose', '14K', ['rose_gold', '14k']],
    ] as const) {
      const name = `Token ${goldColor}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customize-requests',
        ...form({ name, goldColor, goldCarat, contactNo: '9876543210' }),
        remoteAddress: '203.0.113.77',
      });
      expect(res.statusCode, goldColor).toBe(200);
      const [row] = await t.app.database.db.select().from(schema.serviceRequests).where(eq(schema.serviceRequests.name, name));
      expect([row?.goldColour, row?.karat]).toEqual(stored);
      // Other tests here count the requests: this one leaves none behind.
      await t.app.database.db.delete(schema.serviceRequests).where(eq(schema.serviceRequests.name, name));
    }
  });
});

describe('contact messages', () => {
  it('stores a message and thanks the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: {
        name: 'Kabir',
        email: 'kabir@example.in',
        phone: '',
        message: 'Do you resize rings?',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Thank you — we will get back to you within one working day.',
    });
    const rows = await t.app.database.db.select().from(schema.contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Kabir',
        email: 'kabir@example.in',
        phone: null,
        message: 'Do you resize rings?',
      }),
    ]);
  });

  it('refuses a message without text or without a way back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Kabir', message: ' ' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['message', 'phone']));
  });
});

describe('the admins’ list of requests', () => {
  it('is refused to visitors and customers, and lists requests newest first to an admin', async () => {
    const recorder = new Recorder(t.app);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/requests' });
    expect(anonymous.statusCode).toBe(401);

    const customer = await recorder.registerAndVerify(signup(1));
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/requests',
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(refused.statusCode).toBe(403);

    const adminToken = await recorder.registerAndVerify(signup(2));
    await t.app.database.db
      .update(schema.users)
      .set({ role: 'admin' })
      .where(eq(schema.users.email, signup(2).email));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/requests',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.data.map((r: { name: string }) => r.name)).toEqual(['Wedding order', 'Ira Mehta']);
    expect(body.data[1]).toMatchObject({ kind: 'customize', has_image: true });
    expect(JSON.stringify(body)).not.toContain('requests/');
    expect(body.contact_messages[0]).toMatchObject({ name: 'Kabir' });
  });
});

describe('rate limit', () => {
  it('answers 429 after ten posts a minute from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact-messages',
        payload: { name: 'Spam', email: 'x@example.in', message: `hi ${i}` },
      });
      codes.push(res.statusCode);
    }
    // One earlier success and one refusal in this file already count against the limit.
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.at(-1)).toBe(429);
  });
});
