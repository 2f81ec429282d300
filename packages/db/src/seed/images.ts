/**
 * Seed media: every product drawn as an SVG illustration per gold colour and view, category tiles,
 * home carousel banners and the home banner, rendered with sharp to WebP at each width and handed to
 * `writeMedia`. Deterministic: the same catalogue gives the same bytes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BANNER_WIDTHS, DEFAULT_IMAGE_WIDTH, GOLD_COLOURS, IMAGE_WIDTHS, type GoldColour } from '@kanak/domain';
import { Ctx, drawPiece, focusOf, specOf, type PieceSpec } from './pieces.ts';
import { Defs, f, groundImage, prng, stops, type RadialSpec } from './svg.ts';
import type { PieceKind, SeedCategory, SeedProduct, WriteMedia } from './types.ts';

/** Views per product and colour: 1 front on ivory, 2 close-up on blush, 3 on a dark velvet ground. */
export const PRODUCT_VIEWS = [1, 2, 3] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** Banner widths (16:6); the returned URL is still the DEFAULT_IMAGE_WIDTH one. */
const BANNER_W = 1600;
const BANNER_H = 600;

export const COLOUR_FILE: Record<GoldColour, string> = { rose_gold: 'rose', white_gold: 'white', yellow_gold: 'yellow' };

/** WebP settings of every seed image; `effort` may be lowered through renderSeedMedia's options. */
export const SEED_WEBP = { quality: 78, effort: 2 } as const;

function svgDoc(width: number, height: number, viewW: number, viewH: number, defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">` +
    defs.toString() +
    body +
    `</svg>`
  );
}

interface Ground {
  id: string;
  stops: RadialSpec['stops'];
  dark: boolean;
}

const GROUNDS: Record<'ivory' | 'blush' | 'maroon' | 'emerald' | 'plum', Ground> = {
  ivory: { id: 'ivory', stops: [[0, '#fffdf8'], [0.55, '#f7f0e5'], [1, '#e9dece']], dark: false },
  blush: { id: 'blush', stops: [[0, '#fef8f3'], [0.55, '#f5e7dd'], [1, '#e6d2c4']], dark: false },
  maroon: { id: 'maroon', stops: [[0, '#6a2134'], [0.6, '#42111f'], [1, '#250810']], dark: true },
  emerald: { id: 'emerald', stops: [[0, '#235c4a'], [0.6, '#143a2f'], [1, '#0a2019']], dark: true },
  plum: { id: 'plum', stops: [[0, '#4a2c4f'], [0.6, '#2c1832'], [1, '#170b1b']], dark: true },
};

/** Square ground: radial gradient plus, on dark grounds, a softly lit velvet pad. */
function ground(g: Ground): string {
  const layers: RadialSpec[] = [{ cx: 0.5, cy: 0.42, rx: 0.78, ry: 0.78, stops: g.stops }];
  if (g.dark) {
    layers.push({ cx: 0.5, cy: 0.56, rx: 0.46, ry: 0.36, stops: [[0, '#ffffff', 0.13], [0.7, '#ffffff', 0.04], [1, '#ffffff', 0]] });
  }
  return groundImage(`sq-${g.id}`, 1000, 1000, 128, 128, layers);
}

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

const DARK_GROUNDS = [GROUNDS.maroon, GROUNDS.emerald, GROUNDS.plum] as const;

/** The SVG of one product view in one colour, `size` pixels square. */
export function productSvg(product: SeedProduct, colour: GoldColour, view: ProductView, size = 1024): string {
  return pieceSvg(specOf(product), colour, view, size);
}

export function pieceSvg(spec: PieceSpec, colour: GoldColour, view: ProductView, size = 1024): string {
  const defs = new Defs();
  const ctx = new Ctx(defs, colour, spec);
  const piece = drawPiece(ctx);
  let body: string;
  if (view === 1) {
    body = ground(GROUNDS.ivory) + `<g transform="translate(0 10) scale(1)">${piece}</g>`;
  } else if (view === 2) {
    const focus = focusOf(spec);
    body = ground(GROUNDS.blush) + `<g transform="translate(500 520) rotate(-8) scale(${focus.zoom}) translate(${-focus.x} ${-focus.y})">${piece}</g>`;
  } else {
    const g = DARK_GROUNDS[spec.design % DARK_GROUNDS.length] ?? GROUNDS.maroon;
    body = ground(g) + `<g transform="translate(500 520) scale(0.86) translate(-500 -500)">${piece}</g>`;
  }
  return svgDoc(size, size, 1000, 1000, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Category tiles
// ---------------------------------------------------------------------------------------------

const TILE_PIECES: Record<PieceKind, { spec: PieceSpec; colour: GoldColour }> = {
  ring: { spec: { piece: 'ring', design: 0, diamonds: true, shape: 'round', feature: 'diamond' }, colour: 'yellow_gold' },
  pendant: { spec: { piece: 'pendant', design: 0, diamonds: true, shape: 'round', feature: 'diamond' }, colour: 'rose_gold' },
  earrings: { spec: { piece: 'earrings', design: 0, diamonds: true, shape: 'round', feature: 'diamond' }, colour: 'white_gold' },
  necklace: { spec: { piece: 'necklace', design: 1, diamonds: true, shape: 'round', feature: 'diamond' }, colour: 'yellow_gold' },
  bracelet: { spec: { piece: 'bracelet', design: 2, diamonds: false, shape: 'round', feature: 'diamond' }, colour: 'rose_gold' },
  bangle: { spec: { piece: 'bangle', design: 3, diamonds: false, shape: 'round', feature: 'diamond' }, colour: 'yellow_gold' },
};

function customSketch(defs: Defs): string {
  defs.add('paper', () => `<radialGradient id="paper" cx="0.5" cy="0.45" r="0.8">${stops([[0, '#fffdf7'], [1, '#efe6d4']])}</radialGradient>`);
  defs.add('pencil-body', () => `<linearGradient id="pencil-body" x1="0" y1="0" x2="0" y2="1">${stops([[0, '#f4cf6a'], [0.5, '#e2a93a'], [1, '#b98220']])}</linearGradient>`);
  let s = `<rect width="1000" height="1000" fill="url(#paper)"/>`;
  for (let k = 40; k < 1000; k += 40) {
    s += `<line x1="${k}" y1="0" x2="${k}" y2="1000" stroke="#e4d9c4" stroke-width="1.2"/><line x1="0" y1="${k}" x2="1000" y2="${k}" stroke="#e4d9c4" stroke-width="1.2"/>`;
  }
  const graphite = 'stroke="#5d5a57" fill="none" stroke-linecap="round"';
  // construction lines
  s += `<circle cx="470" cy="560" r="230" ${graphite} stroke-width="1.5" stroke-dasharray="10 8" opacity="0.6"/>`;
  s += `<line x1="200" y1="560" x2="740" y2="560" ${graphite} stroke-width="1.2" opacity="0.45"/><line x1="470" y1="260" x2="470" y2="840" ${graphite} stroke-width="1.2" opacity="0.45"/>`;
  // ring sketch: band and head, drawn twice slightly offset like pencil strokes
  for (const [o, w, op] of [
    [0, 5, 0.85],
    [3, 2.2, 0.5],
  ] as const) {
    s += `<ellipse cx="${470 + o}" cy="${600 + o}" rx="170" ry="205" ${graphite} stroke-width="${w}" opacity="${op}"/>`;
    s += `<ellipse cx="${470 - o}" cy="${600}" rx="142" ry="176" ${graphite} stroke-width="${w}" opacity="${op}"/>`;
    s += `<path d="M${420 + o} 398L${440 + o} 330M${520 + o} 398L${500 + o} 330" ${graphite} stroke-width="${w}" opacity="${op}"/>`;
    s += `<path d="M${396 + o} 300L${544 + o} 300L${510 + o} 262L${430 + o} 262Z M${396 + o} 300L${470 + o} 372L${544 + o} 300" ${graphite} stroke-width="${w}" opacity="${op}"/>`;
    s += `<path d="M${430 + o} 262L${450 + o} 300L${470 + o} 262L${490 + o} 300L${510 + o} 262" ${graphite} stroke-width="${w * 0.6}" opacity="${op}"/>`;
  }
  // hatching on the band
  for (let k = 0; k < 12; k += 1) {
    const y = 660 + k * 12;
    s += `<line x1="${330 + k * 6}" y1="${y}" x2="${350 + k * 6}" y2="${y - 22}" stroke="#6b6762" stroke-width="1.6" opacity="0.5"/>`;
  }
  // a small gem outline top right
  s += `<g transform="translate(790 250)" opacity="0.8"><polygon points="-70,0 -44,-36 44,-36 70,0 0,72" ${graphite} stroke-width="3"/><path d="M-70 0H70M-44 -36L-22 0L0 -36L22 0L44 -36M-22 0L0 72L22 0" ${graphite} stroke-width="1.8"/></g>`;
  // pencil
  s += `<g transform="translate(640 700) rotate(-38)">`;
  s += `<ellipse cx="30" cy="58" rx="250" ry="16" fill="#3c2812" opacity="0.12"/>`;
  s += `<rect x="-200" y="-22" width="330" height="44" fill="url(#pencil-body)"/>`;
  s += `<rect x="-200" y="-7" width="330" height="6" fill="#ffe29a" opacity="0.7"/>`;
  s += `<rect x="-248" y="-22" width="50" height="44" fill="#c9c3bb"/><rect x="-240" y="-22" width="6" height="44" fill="#a39c93"/><rect x="-222" y="-22" width="6" height="44" fill="#a39c93"/>`;
  s += `<rect x="-290" y="-22" width="44" height="44" rx="10" fill="#e99a9a"/>`;
  s += `<polygon points="130,-22 220,0 130,22" fill="#edcfa5"/><polygon points="192,-7 222,0 192,7" fill="#4a4744"/>`;
  s += `</g>`;
  return s;
}

export function categorySvg(category: SeedCategory, size = 1024): string {
  const defs = new Defs();
  if (category.piece === 'custom') return svgDoc(size, size, 1000, 1000, defs, customSketch(defs));
  const tile = TILE_PIECES[category.piece];
  const ctx = new Ctx(defs, tile.colour, tile.spec);
  defs.add('spot', () => `<radialGradient id="spot">${stops([[0, '#ffffff', 0.85], [1, '#ffffff', 0]])}</radialGradient>`);
  const body =
    ground(GROUNDS.ivory) +
    `<circle cx="500" cy="500" r="420" fill="url(#spot)"/>` +
    `<g transform="translate(500 510) scale(0.9) translate(-500 -500)">${drawPiece(ctx)}</g>`;
  return svgDoc(size, size, 1000, 1000, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Banners
// ---------------------------------------------------------------------------------------------

interface Placed {
  spec: PieceSpec;
  colour: GoldColour;
  x: number;
  y: number;
  scale: number;
  rotate?: number;
}

function place(defs: Defs, p: Placed): string {
  const ctx = new Ctx(defs, p.colour, p.spec);
  return `<g transform="translate(${f(p.x)} ${f(p.y)}) rotate(${f(p.rotate ?? 0)}) scale(${f(p.scale)}) translate(-500 -500)">${drawPiece(ctx)}</g>`;
}

function bannerDecor(defs: Defs, seed: number, gold: string, light: boolean): string {
  const rnd = prng(seed);
  defs.add(`bokeh-${seed}`, () => `<radialGradient id="bokeh-${seed}">${stops([[0, gold, light ? 0.35 : 0.5], [1, gold, 0]])}</radialGradient>`);
  let s = '';
  for (let k = 0; k < 16; k += 1) {
    const x = 560 + rnd() * 1040;
    const y = rnd() * 600;
    const r = 14 + rnd() * 46;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#bokeh-${seed})"/>`;
  }
  for (let k = 0; k < 3; k += 1) {
    const r = 420 + k * 90;
    s += `<circle cx="1240" cy="300" r="${r}" fill="none" stroke="${gold}" stroke-width="${k === 0 ? 2 : 1.2}" opacity="${light ? 0.35 : 0.28}"/>`;
  }
  s += `<path d="M80 470Q300 420 520 470" fill="none" stroke="${gold}" stroke-width="2" opacity="0.45"/>`;
  s += `<path d="M80 130Q300 180 520 130" fill="none" stroke="${gold}" stroke-width="2" opacity="0.45"/>`;
  for (let k = 0; k < 5; k += 1) s += `<circle cx="${f(220 + k * 40)}" cy="300" r="3" fill="${gold}" opacity="0.6"/>`;
  return s;
}

function spec(piece: PieceKind, design: number, feature: PieceSpec['feature'] = 'diamond', shape: PieceSpec['shape'] = 'round'): PieceSpec {
  return { piece, design, diamonds: true, shape, feature };
}

function wideGround(id: string, inner: string, outer: string): string {
  const layer: RadialSpec = { cx: 0.72, cy: 0.45, rx: 0.85, ry: 0.85, stops: [[0, inner], [1, outer]] };
  return groundImage(`wide-${id}`, BANNER_W, BANNER_H, 192, 72, [layer]);
}

/** Carousel banner n (1–3) and the home banner (n = 0), 1600×600 art at `width`. */
export function bannerSvg(n: 0 | 1 | 2 | 3, width = BANNER_W): string {
  const defs = new Defs();
  const height = Math.round((width * BANNER_H) / BANNER_W);
  let body = '';
  switch (n) {
    case 1:
      body =
        wideGround('b1', '#7a2438', '#2a0812') +
        bannerDecor(defs, 11, '#e9c46a', false) +
        place(defs, { spec: spec('necklace', 0), colour: 'yellow_gold', x: 1180, y: 270, scale: 0.62 }) +
        place(defs, { spec: spec('earrings', 8), colour: 'yellow_gold', x: 800, y: 330, scale: 0.42 });
      break;
    case 2:
      body =
        wideGround('b2', '#23614d', '#07201a') +
        bannerDecor(defs, 23, '#f0cf7a', false) +
        place(defs, { spec: spec('bangle', 1), colour: 'yellow_gold', x: 1280, y: 330, scale: 0.52 }) +
        place(defs, { spec: spec('ring', 8, 'ruby'), colour: 'rose_gold', x: 880, y: 320, scale: 0.48, rotate: -6 });
      break;
    case 3:
      body =
        wideGround('b3', '#5a2c4e', '#170818') +
        bannerDecor(defs, 37, '#f3d28c', false) +
        place(defs, { spec: spec('bracelet', 0), colour: 'rose_gold', x: 1300, y: 330, scale: 0.62, rotate: -8 }) +
        place(defs, { spec: spec('pendant', 0), colour: 'white_gold', x: 900, y: 250, scale: 0.52 });
      break;
    case 0:
      body =
        wideGround('b0', '#fffaf2', '#ead9c0') +
        bannerDecor(defs, 5, '#c9973a', true) +
        place(defs, { spec: spec('ring', 1), colour: 'rose_gold', x: 700, y: 330, scale: 0.42 }) +
        place(defs, { spec: spec('pendant', 5, 'emerald'), colour: 'yellow_gold', x: 920, y: 260, scale: 0.46 }) +
        place(defs, { spec: spec('earrings', 4, 'diamond', 'pear'), colour: 'white_gold', x: 1150, y: 320, scale: 0.36 }) +
        place(defs, { spec: spec('bangle', 4), colour: 'yellow_gold', x: 1420, y: 340, scale: 0.34 });
      break;
  }
  return svgDoc(width, height, BANNER_W, BANNER_H, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

/** Renders an SVG once at its own size and encodes WebP at each width (same aspect ratio). */
export async function renderWebp(svg: string, widths: readonly number[], effort: number = SEED_WEBP.effort): Promise<Map<number, Buffer>> {
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const out = new Map<number, Buffer>();
  for (const w of widths) {
    const h = Math.round((w * info.height) / info.width);
    let img = sharp(data, { raw });
    if (w !== info.width) img = img.resize(w, h, { kernel: 'lanczos3' });
    out.set(w, await img.webp({ quality: SEED_WEBP.quality, effort }).toBuffer());
  }
  return out;
}

async function pool<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next;
      next += 1;
      const task = tasks[i];
      if (task) results[i] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, () => worker()));
  return results;
}

export interface SeedMediaUrls {
  products: Record<string, Record<GoldColour, string[]>>;
  categories: Record<number, string[]>;
  /** One entry per carousel item, each a list of image URLs. */
  carousel: string[][];
  banner: string;
}

/**
 * Rendered WebP files kept between first starts (`npm start` on a fresh DATA_DIR, every e2e run):
 * named by a hash of everything that decides their bytes, so a changed drawing renders anew.
 */
export interface SeedMediaCache {
  dir: string;
}

const cacheName = (svg: string, widths: readonly number[], effort: number) =>
  createHash('sha256').update(JSON.stringify([svg, widths, effort, SEED_WEBP.quality, sharp.versions.sharp])).digest('hex').slice(0, 32);

/** The cached files of one image, or undefined when any width is missing. */
async function fromCache(cache: SeedMediaCache, name: string, widths: readonly number[]): Promise<Map<number, Buffer> | undefined> {
  try {
    const files = new Map<number, Buffer>();
    for (const w of widths) files.set(w, await readFile(path.join(cache.dir, `${name}-${w}.webp`)));
    return files;
  } catch {
    return undefined;
  }
}

/** Best effort: a cache that cannot be written only costs the next start its speed. */
async function toCache(cache: SeedMediaCache, name: string, files: Map<number, Buffer>): Promise<void> {
  try {
    await mkdir(cache.dir, { recursive: true });
    for (const [w, body] of files) {
      // Written under a temporary name and renamed, so a concurrent start never reads half a file.
      const target = path.join(cache.dir, `${name}-${w}.webp`);
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, body);
      await rename(temp, target);
    }
  } catch {
    // Read-only or full disk: render again next time.
  }
}

/** Writes `<base>-<width>.webp` for each width and returns the URL of the default-width file. */
async function emit(writeMedia: WriteMedia, base: string, svg: string, widths: readonly number[], effort: number, cache?: SeedMediaCache): Promise<string> {
  const name = cache ? cacheName(svg, widths, effort) : '';
  let files = cache ? await fromCache(cache, name, widths) : undefined;
  if (!files) {
    files = await renderWebp(svg, widths, effort);
    if (cache) await toCache(cache, name, files);
  }
  let url = '';
  for (const w of widths) {
    const body = files.get(w);
    if (!body) throw new Error(`missing ${base} at ${w}`);
    const written = await writeMedia(`${base}-${w}.webp`, body, 'image/webp');
    if (w === DEFAULT_IMAGE_WIDTH) url = written;
  }
  if (!url) throw new Error(`${base} has no ${DEFAULT_IMAGE_WIDTH} px variant`);
  return url;
}

/**
 * Renders every seed image (3 views × 3 colours per product, a tile per category, three carousel
 * banners and the home banner) at IMAGE_WIDTHS (banners at 640, 1024 and 1600) and returns the URLs of
 * the DEFAULT_IMAGE_WIDTH files. Each SVG is rasterised once at its largest width, then resized;
 * `concurrency` images are in flight at a time (default 4).
 */
export async function renderSeedMedia(
  writeMedia: WriteMedia,
  products: SeedProduct[],
  categories: SeedCategory[],
  options: { concurrency?: number; webpEffort?: number; cache?: SeedMediaCache } = {},
): Promise<SeedMediaUrls> {
  const { cache } = options;
  const effort = options.webpEffort ?? SEED_WEBP.effort;
  const maxWidth = Math.max(...IMAGE_WIDTHS);
  const result: SeedMediaUrls = { products: {}, categories: {}, carousel: [], banner: '' };
  const tasks: Array<() => Promise<void>> = [];

  for (const product of products) {
    const entry: Record<GoldColour, string[]> = { rose_gold: [], white_gold: [], yellow_gold: [] };
    result.products[product.slug] = entry;
    for (const colour of GOLD_COLOURS) {
      PRODUCT_VIEWS.forEach((view, i) => {
        tasks.push(async () => {
          const base = `products/${product.slug}/${COLOUR_FILE[colour]}-${view}`;
          entry[colour][i] = await emit(writeMedia, base, productSvg(product, colour, view, maxWidth), IMAGE_WIDTHS, effort, cache);
        });
      });
    }
  }
  for (const category of categories) {
    tasks.push(async () => {
      result.categories[category.id] = [await emit(writeMedia, `categories/${category.id}`, categorySvg(category, maxWidth), IMAGE_WIDTHS, effort, cache)];
    });
  }
  const bannerMax = Math.max(...BANNER_WIDTHS);
  ([1, 2, 3] as const).forEach((n, i) => {
    tasks.push(async () => {
      result.carousel[i] = [await emit(writeMedia, `carousel/${n}`, bannerSvg(n, bannerMax), BANNER_WIDTHS, effort, cache)];
    });
  });
  tasks.push(async () => {
    result.banner = await emit(writeMedia, 'banner/home', bannerSvg(0, bannerMax), BANNER_WIDTHS, effort, cache);
  });

  await pool(tasks, options.concurrency ?? 4);
  return result;
}
