import { existsSync } from 'node:fs';
import path from 'node:path';
import { BANNER_WIDTHS, IMAGE_WIDTHS } from '@kanak/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { Recorder, signup } from '../../../test/accounts.ts';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { addAddress, addCartLine, multipartBody, placeOrder, userIdOf } from '../../../test/orders.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { defined } from '@kanak/db/testing';

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let photo: Buffer;
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]);

beforeAll(async () => {
  t = await createTestApp();
  ids = await insertCatalogueFixture(t.app.database);
  admin = await adminToken(t.app);
  photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#b8860b' } }).png().toBuffer();
});
afterAll(() => t.close());

const headers = () => ({ authorization: `Bearer ${admin}` });
const upload = async (productId: number, files: Parameters<typeof multipartBody>[1]) => {
  const body = multipartBody([['colour', 'all']], files);
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/media`, headers: { ...body.headers, ...headers() }, payload: body.payload });
  expect(res.statusCode).toBe(200);
  return res.json().data as { images: string[]; product_video: string | null };
};
const remove = (productId: number, url: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/products/${productId}/media`, headers: headers(), payload: { url } });
/** Where the local storage keeps the file of a /media URL. */
const fileOf = (url: string) => path.join(t.dataDir, url);
const widthsOf = (url: string, widths: readonly number[] = IMAGE_WIDTHS) => widths.map((w) => fileOf(url.replace(/-\d+\.webp$/, `-${w}.webp`)));
const send = (url: string, files: Parameters<typeof multipartBody>[1]) => {
  const body = multipartBody([], files);
  return t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...headers() }, payload: body.payload });
};

describe('removing product media', () => {
  it('deletes every width of a removed image from storage', async () => {
    const data = await upload(ids.meher, { images: { filename: 'front.png', content: photo, type: 'image/png' } });
    const url = defined(data.images.at(-1), 'data.images.at(-1)');
    for (const file of widthsOf(url)) expect(existsSync(file)).toBe(true);
    expect((await remove(ids.meher, url)).statusCode).toBe(200);
    for (const file of widthsOf(url)) expect(existsSync(file)).toBe(false);
  });

  it('deletes a removed video', async () => {
    const data = await upload(ids.meher, { video: { filename: 'turn.mp4', content: MP4, type: 'video/mp4' } });
    const url = defined(data.product_video, 'data.product_video');
    expect(existsSync(fileOf(url))).toBe(true);
    expect((await remove(ids.meher, url)).json().data.product_video).toBeNull();
    expect(existsSync(fileOf(url))).toBe(false);
  });

  it('keeps the files of an image an order was placed with, so the order still shows it', async () => {
    const data = await upload(ids.noor, { images: { filename: 'band.png', content: photo, type: 'image/png' } });
    const url = defined(data.images.at(-1), 'data.images.at(-1)');
    const customer = signup(61);
    const token = await new Recorder(t.app).registerAndVerify(customer);
    const userId = await userIdOf(t.app, customer.email);
    const quote = await t.app.inject({ method: 'GET', url: `/api/products/${ids.noor}/price?gold_type=rose_gold&gold_carat=14k&diamond_clarity=SI-I%20IJ&quantity=1` });
    const total = quote.json().totalPrice as number;
    const placed = await placeOrder(t.app, token, {
      cartIds: [await addCartLine(t.app, userId, ids.noor, { ringSize: 8 })],
      addressId: await addAddress(t.app, userId),
      total,
      first: Math.floor(total * 0.75),
    });
    expect(placed.statusCode).toBe(201);

    const res = await remove(ids.noor, url);
    expect(res.json().data.images).not.toContain(url);
    for (const file of widthsOf(url)) expect(existsSync(file)).toBe(true);
    const order = await t.app.inject({ method: 'GET', url: `/api/order/${placed.json().order.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(JSON.stringify(order.json().order.cart_items)).toContain(url);
  });

  it('answers 404 for a URL the product does not have', async () => {
    const res = await remove(ids.meher, '/media/categories/24-640.webp');
    expect(res.statusCode).toBe(404);
  });
});

describe('removing other media', () => {
  it('deletes a carousel slide\'s banners at every width with the slide', async () => {
    const res = await send('/api/admin/carousel', { images: { filename: 'banner.png', content: photo, type: 'image/png' } });
    expect(res.statusCode).toBe(201);
    const slide = defined((res.json().data as { id: number; images: string[] }[]).at(-1), 'the last slide');
    const files = widthsOf(defined(slide.images[0], 'slide.images[0]'), BANNER_WIDTHS);
    for (const file of files) expect(existsSync(file)).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/carousel/${slide.id}`, headers: headers() })).statusCode).toBe(200);
    for (const file of files) expect(existsSync(file)).toBe(false);
  });

  it('deletes a category\'s old picture when a new one replaces it', async () => {
    const image = () => ({ image: { filename: 'category.png', content: photo, type: 'image/png' } });
    const first = (await send('/api/admin/categories/20/image', image())).json().data.image[0] as string;
    const second = (await send('/api/admin/categories/20/image', image())).json().data.image[0] as string;
    expect(second).not.toBe(first);
    for (const file of widthsOf(first)) expect(existsSync(file)).toBe(false);
    for (const file of widthsOf(second)) expect(existsSync(file)).toBe(true);
  });
});
