import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.database.db.insert(schema.categories).values([
    { id: 24, name: 'Rings', image: ['/media/categories/24-640.webp'], sortOrder: 0 },
    { id: 20, name: 'Pendants', image: ['/media/categories/20-640.webp'], sortOrder: 1 },
    { id: 23, name: 'Customize With Us', image: [], sortOrder: 2 },
  ]);
  await t.app.database.db.insert(schema.homeCarousel).values([
    { images: ['/media/carousel/2-640.webp'], sortOrder: 1 },
    { images: ['/media/carousel/1-640.webp'], sortOrder: 0 },
    { images: ['/media/carousel/3-640.webp'], sortOrder: 2, isActive: false },
  ]);
});
afterAll(() => t.close());

describe('GET /api/product-categories', () => {
  it('lists the categories in menu order with their image URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product-categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: 24, name: 'Rings', image: ['/media/categories/24-640.webp'] },
        { id: 20, name: 'Pendants', image: ['/media/categories/20-640.webp'] },
        { id: 23, name: 'Customize With Us', image: [] },
      ],
    });
  });
});

describe('GET /api/home-carousel', () => {
  it('lists only active slides, in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home-carousel' });
    expect(res.json().data.map((s: { images: string[] }) => s.images[0])).toEqual([
      '/media/carousel/1-640.webp',
      '/media/carousel/2-640.webp',
    ]);
  });
});
