import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@kanak/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { Recorder, signup } from '../../../test/accounts.ts';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { addAddress, addCartLine, FILES, multipartBody, placeOrder, userIdOf } from '../../../test/orders.ts';
import { buildApp, type App } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { createStorage } from './create-storage.ts';
import { startFakeS3, type FakeS3 } from './fake-s3-server.ts';
import { defined } from '@kanak/db/testing';

const PUBLIC_URL = 'https://media.kanak.example/media';

let fake: FakeS3;
let db: TestDatabase;
let dataDir: string;
let app: App;
let closeStorage: () => void;
let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;

beforeAll(async () => {
  fake = await startFakeS3('KANAKAPPKEY');
  dataDir = await mkdtemp(path.join(tmpdir(), 'kanak-s3-app-'));
  db = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STORAGE: 's3',
    S3_BUCKET: 'shop',
    S3_REGION: 'auto',
    S3_ENDPOINT: fake.endpoint,
    S3_ACCESS_KEY_ID: 'KANAKAPPKEY',
    S3_SECRET_ACCESS_KEY: 'app-secret',
    S3_PUBLIC_URL: PUBLIC_URL,
  });
  const made = await createStorage(env);
  closeStorage = made.close;
  app = await buildApp({ env, database: db.database, storage: made.storage, mediaRoot: made.mediaRoot, authRateLimit: { max: 10_000, timeWindowMs: 60_000 }, pluginTimeoutMs: 120_000 });
  ids = await insertCatalogueFixture(db.database);
});
afterAll(async () => {
  await app.close();
  closeStorage();
  await db.drop();
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
});

const keys = (prefix: string) => [...fake.objects.keys()].filter((k) => k.startsWith(prefix)).sort();

describe('the shop on S3-compatible storage', () => {
  it('puts admin uploads into the bucket and serves their URLs from S3_PUBLIC_URL; removing deletes them', async () => {
    const admin = await adminToken(app);
    const photo = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#a0522d' } }).png().toBuffer();
    const body = multipartBody([['colour', 'rose_gold']], { images: { filename: 'ring.png', content: photo, type: 'image/png' } });
    const res = await app.inject({ method: 'POST', url: `/api/admin/products/${ids.tara}/media`, headers: { ...body.headers, authorization: `Bearer ${admin}` }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.images[0];
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/products/${ids.tara}/[0-9a-f-]+-640\\.webp$`));
    const stored = keys(`shop/media/products/${ids.tara}/`);
    expect(stored.map((k) => /-(\d+)\.webp$/.exec(k)?.[1])).toEqual(['1024', '320', '640']);
    expect(fake.objects.get(`shop/media/${url.slice(PUBLIC_URL.length + 1)}`)?.contentType).toBe('image/webp');
    // Nothing lands on the node's disk, which other nodes could not see.
    expect(await readdir(path.join(dataDir, 'media'))).toEqual([]);

    const removed = await app.inject({ method: 'DELETE', url: `/api/admin/products/${ids.tara}/media`, headers: { authorization: `Bearer ${admin}` }, payload: { url } });
    expect(removed.statusCode).toBe(200);
    expect(keys(`shop/media/products/${ids.tara}/`)).toEqual([]);
  });

  it('keeps identity documents in the private prefix, encrypted, and serves them only to their owner', async () => {
    const customer = signup(71);
    const token = await new Recorder(app).registerAndVerify(customer);
    const userId = await userIdOf(app, customer.email);
    const quote = await app.inject({ method: 'GET', url: `/api/products/${ids.noor}/price?gold_type=rose_gold&gold_carat=14k&diamond_clarity=SI-I%20IJ&quantity=1` });
    const total = quote.json().totalPrice as number;
    const placed = await placeOrder(app, token, {
      cartIds: [await addCartLine(app, userId, ids.noor, { ringSize: 9 })],
      addressId: await addAddress(app, userId),
      total,
      first: Math.floor(total * 0.75),
    });
    expect(placed.statusCode).toBe(201);
    const [doc] = keys('shop/private/documents/');
    expect(doc).toMatch(new RegExp(`^shop/private/documents/${userId}/[0-9a-f-]+\\.bin$`));
    expect(defined(fake.objects.get(defined(doc, 'doc')), 'the stored document').body.includes(FILES.jpeg)).toBe(false);
    expect(keys('shop/media/documents')).toEqual([]);

    const documentUrl = `/api/orders/${placed.json().order.id}/documents/other_document`;
    const read = await app.inject({ method: 'GET', url: documentUrl, headers: { authorization: `Bearer ${token}` } });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(FILES.jpeg)).toBe(true);
    const stranger = await new Recorder(app).registerAndVerify(signup(72));
    expect((await app.inject({ method: 'GET', url: documentUrl, headers: { authorization: `Bearer ${stranger}` } })).statusCode).toBe(404);
  });
});
