import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, adminToken } from '../../../test/admin.ts';
import { Recorder, signup } from '../../../test/accounts.ts';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { multipartBody } from '../../../test/orders.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: string;
let customer: string;
let photo: Buffer;
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixture(t.app.database);
  admin = await adminToken(t.app);
  customer = await new Recorder(t.app).registerAndVerify(signup(91));
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c9a27e' } }).png().toBuffer();
});
afterAll(() => t.close());

const as = (token = admin) => ({ authorization: `Bearer ${token}` });
const priceOf = async (name: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/filter-products?name=${encodeURIComponent(name)}` });
  return res.json().products[0].price as number;
};
const upload = (url: string, fields: [string, string][], files: Parameters<typeof multipartBody>[1], token = admin) => {
  const body = multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...as(token) }, payload: body.payload });
};

describe('the rate card', () => {
  it('re-prices every product at once and says how many changed', async () => {
    // Noor: 5 g at ₹4,680 + 5 g × ₹4,000 making = ₹43,400, +3% GST = ₹44,702.
    expect(await priceOf('Noor')).toBe(44_702);
    const card = (await t.app.inject({ method: 'GET', url: '/api/admin/rates', headers: as() })).json().data;
    const gold = { ...card.gold_price, rose_gold: { '14k': 5000, '18k': 6500 } };
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/rates', headers: as(), payload: { gold, diamond: card.diamond_price, note: 'Morning rate' } });
    expect(res.statusCode).toBe(200);
    // All five products (the retired one too) carry rose 14k gold.
    expect(res.json()).toMatchObject({ message: 'Rates saved. 5 product prices changed.', changed: 5 });
    // 5 × 5,000 + 20,000 = ₹45,000, +3% = ₹46,350: the storefront shows it at once.
    expect(await priceOf('Noor')).toBe(46_350);
    const same = await t.app.inject({ method: 'PUT', url: '/api/admin/rates', headers: as(), payload: { gold, diamond: card.diamond_price } });
    expect(same.json().message).toBe('Rates saved. 0 product prices changed.');
    const history = (await t.app.inject({ method: 'GET', url: '/api/admin/rates/history', headers: as() })).json().data;
    expect(history).toHaveLength(3);
    expect(history[1].note).toBe('Morning rate');
  });

  it('refuses a zero or missing rate', async () => {
    const card = (await t.app.inject({ method: 'GET', url: '/api/admin/rates', headers: as() })).json().data;
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/rates', headers: as(), payload: { gold: { ...card.gold_price, white_gold: { '14k': 0, '18k': 6000 } }, diamond: card.diamond_price } });
    expect(res.statusCode).toBe(422);
  });
});

describe('products', () => {
  let id: number;
  it('creates a product priced from the card, and edits it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: as(),
      payload: { name: 'Ira Stud Earrings', product_category_id: 20, product_code: 'ADM-1', metal_weight: 2, ring: false, best_seller: true, stones: [{ name: 'Ruby', weight: 0.2, price: 1000 }] },
    });
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
    // 2 × 5,000 + 1,000 stone + 8,000 making = 19,000, +3% = ₹19,570.
    expect(res.json().data).toMatchObject({ price: 19_570, best_seller: true, is_active: true, metal_weight: 2 });
    const dup = await t.app.inject({ method: 'POST', url: '/api/admin/products', headers: as(), payload: { name: 'Copy', product_category_id: 20, product_code: 'ADM-1', metal_weight: 1 } });
    expect(dup.json().message).toBe('A product with this code exists.');
    const edited = await t.app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, headers: as(), payload: { metal_weight: 3 } });
    expect(edited.json().data.price).toBe(28_840);
  });

  it('turns uploads into square WebP at every width, per colour, and keeps the video', async () => {
    const res = await upload(`/api/admin/products/${id}/media`, [['colour', 'white_gold']], {
      images: { filename: 'front.png', content: photo, type: 'image/png' },
      video: { filename: 'turn.mp4', content: MP4, type: 'video/mp4' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.product_white_images).toHaveLength(1);
    expect(data.product_pink_images).toHaveLength(0);
    const url: string = data.product_white_images[0];
    expect(url).toMatch(new RegExp(`^/media/products/${id}/[0-9a-f-]+-640\\.webp$`));
    for (const w of [320, 640, 1024]) {
      const file = path.join(t.dataDir, url.replace('-640.webp', `-${w}.webp`));
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, w]);
    }
    expect(data.product_video).toMatch(/\.mp4$/);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${id}/media`, headers: as(), payload: { url } });
    expect(removed.json().data.product_white_images).toEqual([]);
  });

  it('refuses a text file named .png with 415', async () => {
    const res = await upload(`/api/admin/products/${id}/media`, [['colour', 'all']], { images: { filename: 'photo.png', content: Buffer.from('not a picture at all'), type: 'image/png' } });
    expect(res.statusCode).toBe(415);
  });

  it('deactivates instead of deleting', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${id}`, headers: as() });
    expect(res.json().data.is_active).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/products?q=ADM-1', headers: as() });
    expect(list.json().data).toHaveLength(1);
  });
});

describe('categories, carousel and requests', () => {
  it('creates a category with a unique name and an image', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: as(), payload: { name: 'Bangles' } });
    expect(res.statusCode).toBe(201);
    const dup = await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: as(), payload: { name: 'Rings' } });
    expect([dup.statusCode, dup.json().message]).toEqual([422, 'A category with this name exists.']);
    const img = await upload(`/api/admin/categories/${res.json().data.id}/image`, [], { image: { filename: 'b.png', content: photo } });
    expect(img.json().data.image[0]).toMatch(/^\/media\/categories\/.+-640\.webp$/);
    const rings = (await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: as() })).json().data.find((c: { id: number }) => c.id === 24);
    expect(rings.product_count).toBe(3);
  });

  it('adds 16:6 banners, reorders and hides them', async () => {
    const a = await upload('/api/admin/carousel', [], { images: { filename: 'a.png', content: photo } });
    expect(a.statusCode).toBe(201);
    const url: string = a.json().data[0].images[0];
    const meta = await sharp(path.join(t.dataDir, url.replace('-640.webp', '-1600.webp'))).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 600]);
    const b = await upload('/api/admin/carousel', [], { images: { filename: 'b.png', content: photo } });
    const [first, second] = b.json().data.map((s: { id: number }) => s.id);
    const reordered = await t.app.inject({ method: 'POST', url: '/api/admin/carousel/reorder', headers: as(), payload: { ids: [second, first] } });
    expect(reordered.json().data.map((s: { id: number }) => s.id)).toEqual([second, first]);
    await t.app.inject({ method: 'POST', url: `/api/admin/carousel/${second}/toggle`, headers: as(), payload: { is_active: false } });
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/home-carousel' })).json().data;
    expect(publicList.map((s: { id: number }) => s.id)).toEqual([first]);
  });

  it('moves a request to quoted and filters by status', async () => {
    await t.app.inject({ method: 'POST', url: '/api/customize-requests', payload: { description: 'A ring', contactNo: '9876543210' } });
    const [request] = (await t.app.inject({ method: 'GET', url: '/api/admin/requests', headers: as() })).json().data;
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/requests/${request.id}/status`, headers: as(), payload: { status: 'quoted' } });
    expect(res.json().data.status).toBe('quoted');
    const quoted = await t.app.inject({ method: 'GET', url: '/api/admin/requests?status=quoted&kind=customize', headers: as() });
    expect(quoted.json().data).toHaveLength(1);
  });
});

describe('the SPEC test form (POST product-test)', () => {
  const form = (email: string, password: string) => [
    ['name', 'Test Pendant'],
    ['product_category_id', '20'],
    ['email', email],
    ['password', password],
  ] as [string, string][];

  it('creates an inactive draft for an admin\'s credentials', async () => {
    const res = await upload('/api/product-test', form('admin@kanak.test', ADMIN_PASSWORD), {
      images: { filename: 'p.png', content: photo },
      product_video: { filename: 'v.mp4', content: MP4, type: 'video/mp4' },
    }, '');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Product created');
    const draft = await t.app.inject({ method: 'GET', url: `/api/admin/products/${res.json().product_id}`, headers: as() });
    expect(draft.json().data).toMatchObject({ is_active: false, name: 'Test Pendant' });
    expect(draft.json().data.images[0]).toMatch(/-640\.webp$/);
  });

  it('refuses a wrong password (401), a customer (403) and a WebP image (415)', async () => {
    expect((await upload('/api/product-test', form('admin@kanak.test', 'wrong'), {}, '')).statusCode).toBe(401);
    expect((await upload('/api/product-test', form('customer91@example.in', 'Kanak@2024'), {}, '')).statusCode).toBe(403);
    const webp = await sharp(photo).webp().toBuffer();
    expect((await upload('/api/product-test', form('', ''), { images: { filename: 'p.webp', content: webp } })).statusCode).toBe(415);
    expect(customer).toBeTruthy();
  });
});
