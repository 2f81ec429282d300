import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BANNER_WIDTHS, CUSTOMIZE_CATEGORY_NAME, GOLD_COLOURS, IMAGE_WIDTHS, MAX_RING_SIZE, MIN_RING_SIZE } from '@kanak/domain';
import {
  buildSeedCategories,
  buildSeedProducts,
  buildSeedRateCard,
  SEED_CATEGORIES,
  SEED_PRODUCTS,
  SEED_RATE_CARD,
  seedListPrice,
} from './catalogue.ts';
import { bannerSvg, categorySvg, productSvg, renderSeedMedia } from './images.ts';
import type { PieceKind } from './types.ts';

const prices = SEED_PRODUCTS.map((p) => seedListPrice(p));
const count = (min: number, max: number): number => prices.filter((p) => p >= min && p < max).length;

describe('seed catalogue', () => {
  it('has the seven categories with their ids', () => {
    expect(SEED_CATEGORIES.map((c) => [c.id, c.name])).toEqual([
      [24, 'Rings'],
      [20, 'Pendants'],
      [21, 'Earrings'],
      [18, 'Necklaces'],
      [19, 'Bracelets'],
      [22, 'Bangles'],
      [23, CUSTOMIZE_CATEGORY_NAME],
    ]);
  });

  it('has at least 48 products with unique slugs, codes and names', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(48);
    for (const key of ['slug', 'productCode', 'name'] as const) {
      expect(new Set(SEED_PRODUCTS.map((p) => p[key])).size).toBe(SEED_PRODUCTS.length);
    }
    for (const p of SEED_PRODUCTS) {
      expect(p.productCode).toMatch(/^KNK-(RG|PD|ER|NK|BR|BG)-\d{3}$/);
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('fills every category but Customize With Us, each product in the category of its piece', () => {
    for (const c of SEED_CATEGORIES) {
      const inCategory = SEED_PRODUCTS.filter((p) => p.categoryId === c.id);
      if (c.piece === 'custom') expect(inCategory).toHaveLength(0);
      else {
        expect(inCategory.length).toBeGreaterThanOrEqual(6);
        for (const p of inCategory) expect(p.piece).toBe(c.piece);
      }
    }
  });

  it('spreads list prices over the menu limits and the filter bands', () => {
    expect(count(0, 25000)).toBeGreaterThanOrEqual(3);
    expect(count(0, 50000)).toBeGreaterThanOrEqual(10);
    expect(count(0, 100000)).toBeGreaterThanOrEqual(30);
    expect(prices.filter((p) => p > 100000).length).toBeGreaterThanOrEqual(3);
    expect(prices.filter((p) => p > 100000).length).toBeLessThanOrEqual(12);
    expect(count(20000, 35000)).toBeGreaterThanOrEqual(3);
    expect(count(35000, 50000)).toBeGreaterThanOrEqual(3);
    expect(count(50000, 100000)).toBeGreaterThanOrEqual(3);
  });

  it('offers ring sizes within 6–25 on rings only', () => {
    for (const p of SEED_PRODUCTS) {
      if (p.piece === 'ring') {
        expect(p.isRing).toBe(true);
        expect(p.ringSizes.length).toBeGreaterThan(0);
        for (const s of p.ringSizes) {
          expect(Number.isInteger(s)).toBe(true);
          expect(s).toBeGreaterThanOrEqual(MIN_RING_SIZE);
          expect(s).toBeLessThanOrEqual(MAX_RING_SIZE);
        }
        expect([...p.ringSizes].sort((a, b) => a - b)).toEqual(p.ringSizes);
      } else {
        expect(p.isRing).toBe(false);
        expect(p.ringSizes).toEqual([]);
      }
    }
  });

  it('has realistic weights, stones and flags', () => {
    const metal: Record<PieceKind, [number, number]> = {
      ring: [2, 6],
      pendant: [1.5, 4],
      earrings: [2, 6],
      necklace: [6, 20],
      bracelet: [4, 12],
      bangle: [8, 20],
    };
    for (const p of SEED_PRODUCTS) {
      const [lo, hi] = metal[p.piece];
      expect(p.metalWeight).toBeGreaterThanOrEqual(lo);
      expect(p.metalWeight).toBeLessThanOrEqual(hi);
      if (p.isDiamond) {
        expect(p.diamondWeight).toBeGreaterThanOrEqual(0.05);
        expect(p.diamondWeight).toBeLessThanOrEqual(1.2);
        expect(p.diamondCount).toBeGreaterThan(0);
        expect(p.diamondShape).toBeTruthy();
      } else {
        expect([p.diamondWeight, p.diamondCount, p.diamondShape]).toEqual([0, 0, null]);
      }
      for (const s of p.stones) {
        expect(s.weight).toBeGreaterThan(0);
        expect(s.price).toBeGreaterThan(0);
      }
      expect([3.5, 4, 4.5]).toContain(p.makingCharge);
      expect(p.gstPercent).toBe(3);
    }
    const diamondShare = SEED_PRODUCTS.filter((p) => p.isDiamond).length / SEED_PRODUCTS.length;
    expect(diamondShare).toBeGreaterThan(0.6);
    expect(diamondShare).toBeLessThan(0.8);
    expect(SEED_PRODUCTS.filter((p) => p.stones.length > 0).length).toBeGreaterThanOrEqual(3);
    const best = SEED_PRODUCTS.filter((p) => p.bestSeller);
    expect(best.length).toBeGreaterThanOrEqual(6);
    expect(new Set(best.map((p) => p.piece)).size).toBeGreaterThanOrEqual(5);
    expect(SEED_PRODUCTS.filter((p) => p.piece === 'pendant' && /pendant/i.test(p.name)).length).toBeGreaterThanOrEqual(2);
  });

  it('has a rate card in the expected order', () => {
    const { gold, diamond } = SEED_RATE_CARD;
    for (const colour of GOLD_COLOURS) expect(gold[colour]['18k']).toBeGreaterThan(gold[colour]['14k']);
    expect(gold.white_gold['14k']).toBeGreaterThan(gold.yellow_gold['14k']);
    expect(gold.rose_gold).toEqual(gold.yellow_gold);
    expect(diamond['IF-VVS EF']).toBeGreaterThan(diamond['VVS-VS FG']);
    expect(diamond['VVS-VS FG']).toBeGreaterThan(diamond['VS-SI GH']);
    expect(diamond['VS-SI GH']).toBeGreaterThan(diamond['SI-I IJ']);
  });

  it('is deterministic', () => {
    expect(buildSeedProducts()).toEqual(buildSeedProducts());
    expect(buildSeedProducts()).toEqual(SEED_PRODUCTS);
    expect(buildSeedCategories()).toEqual(SEED_CATEGORIES);
    expect(buildSeedRateCard()).toEqual(SEED_RATE_CARD);
    const product = SEED_PRODUCTS[0];
    if (!product) throw new Error('no products');
    for (const view of [1, 2, 3] as const) expect(productSvg(product, 'rose_gold', view)).toBe(productSvg(product, 'rose_gold', view));
    for (const c of SEED_CATEGORIES) expect(categorySvg(c)).toBe(categorySvg(c));
    for (const n of [0, 1, 2, 3] as const) expect(bannerSvg(n)).toBe(bannerSvg(n));
  });

  it('draws products of one category differently', () => {
    for (const c of SEED_CATEGORIES) {
      const svgs = SEED_PRODUCTS.filter((p) => p.categoryId === c.id).map((p) => productSvg(p, 'yellow_gold', 1));
      expect(new Set(svgs).size).toBe(svgs.length);
    }
  });
});

describe('seed media', () => {
  it('writes WebP files at every width and returns the default-width URLs', async () => {
    const product = SEED_PRODUCTS.find((p) => p.slug === 'ring-01');
    const category = SEED_CATEGORIES[0];
    if (!product || !category) throw new Error('fixture missing');
    const written = new Map<string, { body: Buffer; type: string }>();
    const media = await renderSeedMedia(
      async (key, body, type) => {
        written.set(key, { body, type });
        return `/media/${key}`;
      },
      [product],
      [category],
    );

    expect(Object.keys(media.products)).toEqual(['ring-01']);
    const files = [...written.keys()];
    expect(files.filter((k) => k.startsWith('products/ring-01/'))).toHaveLength(GOLD_COLOURS.length * 3 * IMAGE_WIDTHS.length);
    for (const colour of GOLD_COLOURS) {
      const urls = media.products['ring-01']?.[colour] ?? [];
      expect(urls).toHaveLength(3);
      for (const url of urls) expect(url).toMatch(/^\/media\/products\/ring-01\/(rose|white|yellow)-[123]-640\.webp$/);
    }
    expect(media.categories[category.id]).toEqual([`/media/categories/${category.id}-640.webp`]);
    expect(media.carousel).toEqual([1, 2, 3].map((n) => [`/media/carousel/${n}-640.webp`]));
    expect(media.banner).toBe('/media/banner/home-640.webp');

    for (const [key, { body, type }] of written) {
      expect(type).toBe('image/webp');
      const match = /-(\d+)\.webp$/.exec(key);
      expect(match).not.toBeNull();
      const width = Number(match?.[1]);
      const isBanner = key.startsWith('carousel/') || key.startsWith('banner/');
      expect(isBanner ? BANNER_WIDTHS : IMAGE_WIDTHS).toContain(width);
      const meta = await sharp(body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(isBanner ? Math.round((width * 600) / 1600) : width);
    }
    for (const base of ['categories/24', 'carousel/1', 'banner/home', 'products/ring-01/rose-1']) {
      const widths = files.filter((k) => k.startsWith(`${base}-`)).map((k) => Number(/-(\d+)\.webp$/.exec(k)?.[1]));
      expect(widths.sort((a, b) => a - b)).toEqual(base.startsWith('carousel') || base.startsWith('banner') ? [...BANNER_WIDTHS] : [...IMAGE_WIDTHS]);
    }
  });
});
