import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake-s3-server.ts';
import { s3Storage } from './s3.ts';

const KEY_ID = 'KANAKTESTKEY';
const PUBLIC_URL = 'https://cdn.kanak.example/media';

let fake: FakeS3;
let storage: ReturnType<typeof s3Storage>;
beforeAll(async () => {
  fake = await startFakeS3(KEY_ID);
  storage = s3Storage({
    bucket: 'kanak-shop',
    region: 'ap-south-1',
    endpoint: fake.endpoint,
    accessKeyId: KEY_ID,
    secretAccessKey: 'test-secret-access-key',
    publicUrl: `${PUBLIC_URL}/`,
  });
});
afterAll(async () => {
  storage.close();
  await fake.close();
});

describe('S3 storage', () => {
  it('puts public media under media/ with its type and caching, and answers the public URL', async () => {
    const body = Buffer.from('RIFF....WEBPVP8 ');
    const url = await storage.putPublic('products/7/abc-640.webp', body, 'image/webp');
    expect(url).toBe(`${PUBLIC_URL}/products/7/abc-640.webp`);
    expect(fake.objects.get('kanak-shop/media/products/7/abc-640.webp')).toEqual({
      body,
      contentType: 'image/webp',
      cacheControl: 'public, max-age=2592000',
    });
  });

  it('maps its own public URLs back to keys and nothing else', () => {
    expect(storage.publicKey(`${PUBLIC_URL}/products/7/abc-640.webp`)).toBe('products/7/abc-640.webp');
    expect(storage.publicKey('/media/products/7/abc-640.webp')).toBeUndefined();
    expect(storage.publicKey('https://elsewhere.example/media/products/7/abc-640.webp')).toBeUndefined();
    expect(storage.publicKey(`${PUBLIC_URL}/../private/documents/1/x.bin`)).toBeUndefined();
  });

  it('deletes public media, and a second delete is harmless', async () => {
    await storage.putPublic('carousel/gone-640.webp', Buffer.from('x'), 'image/webp');
    await storage.deletePublic('carousel/gone-640.webp');
    await storage.deletePublic('carousel/gone-640.webp');
    expect(fake.objects.has('kanak-shop/media/carousel/gone-640.webp')).toBe(false);
  });

  it('keeps private files under private/, outside the public prefix, and reads them back', async () => {
    const secret = Buffer.from([1, 2, 3, 250, 251, 252]);
    await storage.putPrivate('documents/3/doc.bin', secret);
    expect([...fake.objects.keys()].filter((k) => k.includes('doc.bin'))).toEqual(['kanak-shop/private/documents/3/doc.bin']);
    expect(await storage.getPrivate('documents/3/doc.bin')).toEqual(secret);
    await storage.deletePrivate('documents/3/doc.bin');
    expect(await storage.getPrivate('documents/3/doc.bin')).toBeNull();
  });

  it('answers null for a private file that was never stored', async () => {
    expect(await storage.getPrivate('documents/9/never.bin')).toBeNull();
  });

  it('refuses keys that climb out of their prefix before sending anything', async () => {
    const before = fake.requests.length;
    await expect(storage.putPublic('../private/documents/1/x.bin', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.getPrivate('documents/../../media/x')).rejects.toThrow(/unsafe storage key/);
    expect(fake.requests.length).toBe(before);
  });

  it('signs every request with the configured access key', () => {
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const r of fake.requests) expect(r.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${KEY_ID}/\\d{8}/ap-south-1/s3/aws4_request`));
  });

  it('surfaces a refusal from the service as an error, never as an empty file', async () => {
    const stranger = s3Storage({ bucket: 'kanak-shop', region: 'ap-south-1', endpoint: fake.endpoint, accessKeyId: 'SOMEONEELSE', secretAccessKey: 'x', publicUrl: PUBLIC_URL });
    try {
      await expect(stranger.getPrivate('documents/3/doc.bin')).rejects.toThrow();
      await expect(stranger.putPublic('products/1/a-640.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    } finally {
      stranger.close();
    }
  });
});
