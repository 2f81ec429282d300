import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, signup } from '../accounts.ts';
import { adminToken } from '../admin.ts';
import { insertCatalogueFixture } from '../catalogue-fixture.ts';
import { addAddress, addCartLine, FILES, multipartBody, placeOrder, userIdOf, type FilePart } from '../orders.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { defined } from '@kanak/db/testing';

/*
 * Uploads (OWASP API8 misconfiguration, API4 consumption; ARCHITECTURE §4 identity documents):
 * judged by content, bounded in size, stored under names the server makes, documents only ever
 * handed out as downloads that no browser will render in the shop's origin.
 */

const RING = 42_432;
const FIRST = 30_126;
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const POLYGLOT = Buffer.concat([FILES.jpeg, HTML]);
const BIG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 1, 0x41)]);

let t: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let asha: string;
let admin: string;
let ashaId: number;
let address: number;
let ring = 6;

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogueFixture(t.app.database);
  asha = await new Recorder(t.app).registerAndVerify(signup(801));
  admin = await adminToken(t.app);
  ashaId = await userIdOf(t.app, 'customer801@example.in');
  address = await addAddress(t.app, ashaId);
});
afterAll(() => t.close());

async function orderWith(file: FilePart) {
  const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ring++ });
  return placeOrder(t.app, asha, { cartIds: [line], addressId: address, total: RING, first: FIRST, files: { other_document_image: file } });
}

function requestWith(file: FilePart, url = '/api/customize-requests') {
  const body = multipartBody([['description', 'A ring'], ['contactNo', '9876543210']], { image: file });
  return t.app.inject({ method: 'POST', url, ...body, remoteAddress: `198.51.100.${ring++}` });
}

function productMedia(file: FilePart) {
  const body = multipartBody([['colour', 'rose_gold']], { images: file });
  return t.app.inject({ method: 'POST', url: `/api/admin/products/${ids.noor}/media`, headers: { ...body.headers, authorization: `Bearer ${admin}` }, payload: body.payload });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('a file’s type', () => {
  it('is judged by its bytes: HTML or an SVG named .png is refused everywhere with 415', async () => {
    for (const content of [HTML, SVG, FILES.text]) {
      const file = { filename: 'photo.png', content, type: 'image/png' };
      expect((await orderWith(file)).statusCode).toBe(415);
      expect((await requestWith(file)).statusCode).toBe(415);
      expect((await productMedia(file)).statusCode).toBe(415);
    }
    // A PDF is a document, never a picture.
    expect((await requestWith({ filename: 'idea.png', content: FILES.pdf })).statusCode).toBe(415);
  });

  it('of a document is the sniffed one, whatever the name and declared type say', async () => {
    const res = await orderWith({ filename: 'aadhaar.png', content: FILES.pdf, type: 'image/png' });
    expect(res.statusCode).toBe(201);
    const [order] = await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().order.id));
    const [doc] = await t.app.database.db.select().from(schema.documents).where(eq(schema.documents.id, defined(defined(order, 'order').otherDocumentId, 'order.otherDocumentId')));
    expect(defined(doc, 'doc').mimeType).toBe('application/pdf');
    // Its file is settled with the order: nothing is left for the sweep of abandoned uploads.
    const pending = await t.app.database.db.select().from(schema.uploadIntents).where(eq(schema.uploadIntents.storageKey, defined(doc, 'doc').storageKey));
    expect(pending).toEqual([]);
  });
});

describe('a file’s size', () => {
  it('over 5 MB is refused with 413 and says the limit', async () => {
    const order = await orderWith({ filename: 'big.jpg', content: BIG });
    expect(order.statusCode).toBe(413);
    expect(order.json().message).toBe('Please upload a file of 5 MB or less.');
    const request = await requestWith({ filename: 'big.jpg', content: BIG });
    expect(request.statusCode).toBe(413);
    expect(request.json().message).toBe('Please upload an image of 5 MB or less.');
  });
});

describe('a polyglot', () => {
  it('as a document is kept byte for byte but only ever leaves as an inert download', async () => {
    const res = await orderWith({ filename: 'id.jpg', content: POLYGLOT });
    expect(res.statusCode).toBe(201);
    const doc = await t.app.inject({ method: 'GET', url: `/api/orders/${res.json().order.id}/documents/other_document`, headers: { authorization: `Bearer ${asha}` } });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.equals(POLYGLOT)).toBe(true);
    expect(doc.headers['content-type']).toBe('image/jpeg');
    expect(doc.headers['content-disposition']).toMatch(/^attachment; filename="other_document-\d+\.jpg"$/);
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect(doc.headers['cache-control']).toBe('no-store');
    expect(doc.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });

  it('as a product image is re-encoded: the script does not survive, and a fake header is refused', async () => {
    const real = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#b76e79' } }).jpeg().toBuffer();
    const res = await productMedia({ filename: 'ring.jpg', content: Buffer.concat([real, HTML]) });
    expect(res.statusCode).toBe(200);
    const [product] = await t.app.database.db.select().from(schema.products).where(eq(schema.products.id, ids.noor));
    const url = defined(defined(product, 'product').productPinkImages.at(-1), 'a pink image');
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.body).not.toContain('<script');
    expect((await productMedia({ filename: 'ring.jpg', content: POLYGLOT })).statusCode).toBe(415);
  });
});

describe('file names and private files', () => {
  it('a path in the file name is ignored: every stored file has a name the server made', async () => {
    const evil = { filename: '../../../../etc/passwd.png', content: FILES.jpeg };
    expect((await orderWith(evil)).statusCode).toBe(201);
    expect((await requestWith({ ...evil, content: FILES.jpeg })).statusCode).toBe(200);
    const stored = await filesUnder(t.dataDir);
    expect(stored.filter((f) => /passwd|\.\./.test(f))).toEqual([]);
    const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
    const privateFiles = stored.filter((f) => f.startsWith(`private${path.sep}`));
    expect(privateFiles.length).toBeGreaterThan(0);
    for (const f of privateFiles) expect(f).toMatch(new RegExp(`^private/(documents/\\d+/${uuid}\\.bin|requests/${uuid}\\.(jpg|png|webp))$`));
  });

  it('documents and request images are never reachable by a public URL', async () => {
    const stored = (await filesUnder(t.dataDir)).filter((f) => f.startsWith('private'));
    const key = defined(stored.find((f) => f.includes('documents')), 'a stored document').replace(/^private\//, '');
    const image = defined(stored.find((f) => f.includes('requests')), 'a stored request image').replace(/^private\//, '');
    const secret = await readFile(path.join(t.dataDir, 'private', key));
    for (const k of [key, image]) {
      for (const url of [`/media/${k}`, `/media/../private/${k}`, `/media/%2e%2e/private/${k}`, `/media/..%2fprivate/${k}`, `/private/${k}`, `/${k}`, `/api/${k}`, `/media/private/${k}`, `/document.key`, `/media/../document.key`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.rawPayload.includes(secret.subarray(0, 32)), url).toBe(false);
      }
    }
  });
});
