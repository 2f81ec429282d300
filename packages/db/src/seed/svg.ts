/**
 * SVG building blocks for the seed illustrations: number formatting, a defs registry, metal
 * gradients per gold colour, faceted gem definitions and a seeded PRNG. Pure string building.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { GoldColour } from '@kanak/domain';

export type Pt = readonly [number, number];
export const DEG = Math.PI / 180;

/** Numbers with at most two decimals, so the SVG text is short and stable. */
export function f(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

export function points(list: readonly Pt[]): string {
  return list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
}

/** mulberry32: a tiny deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Collects `<defs>` children by id, each once, in first-use order. */
export class Defs {
  private readonly items = new Map<string, string>();

  add(id: string, build: () => string): string {
    if (!this.items.has(id)) this.items.set(id, build());
    return id;
  }

  toString(): string {
    return `<defs>${[...this.items.values()].join('')}</defs>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Metal
// ---------------------------------------------------------------------------------------------

export interface MetalPalette {
  hi: string;
  light: string;
  base: string;
  mid: string;
  dark: string;
  deep: string;
}

export const METAL: Record<GoldColour, MetalPalette> = {
  rose_gold: { hi: '#fff0e8', light: '#f5cbb6', base: '#e3a487', mid: '#cc876b', dark: '#a0604a', deep: '#6d3a2b' },
  yellow_gold: { hi: '#fffbe3', light: '#fbe192', base: '#efc55c', mid: '#d9a63c', dark: '#aa7822', deep: '#6e4b11' },
  white_gold: { hi: '#ffffff', light: '#f0f2f5', base: '#d7dbe1', mid: '#b6bcc6', dark: '#8a919c', deep: '#5a616c' },
};

export const METAL_CODE: Record<GoldColour, string> = { rose_gold: 'R', white_gold: 'W', yellow_gold: 'Y' };

export type MetalFill = 'lin' | 'h' | 'v' | 'rad' | 'sideH' | 'sideV';

function stops(list: ReadonlyArray<readonly [number, string] | readonly [number, string, number]>): string {
  return list
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

/** Registers the metal gradients of a colour and returns a `url(#…)` maker for them. */
export function useMetal(defs: Defs, colour: GoldColour): (fill: MetalFill) => string {
  const code = METAL_CODE[colour];
  const p = METAL[colour];
  defs.add(`${code}-metal`, () =>
    [
      `<linearGradient id="${code}-lin" x1="0" y1="0" x2="1" y2="1">${stops([
        [0, p.mid],
        [0.16, p.light],
        [0.3, p.hi],
        [0.44, p.base],
        [0.62, p.dark],
        [0.78, p.light],
        [0.9, p.base],
        [1, p.dark],
      ])}</linearGradient>`,
      `<linearGradient id="${code}-h" x1="0" y1="0" x2="1" y2="0">${stops([
        [0, p.dark],
        [0.22, p.base],
        [0.42, p.hi],
        [0.58, p.light],
        [0.8, p.mid],
        [1, p.dark],
      ])}</linearGradient>`,
      `<linearGradient id="${code}-v" x1="0" y1="0" x2="0" y2="1">${stops([
        [0, p.light],
        [0.25, p.hi],
        [0.5, p.base],
        [0.8, p.dark],
        [1, p.mid],
      ])}</linearGradient>`,
      `<radialGradient id="${code}-rad" cx="0.36" cy="0.32" r="0.78">${stops([
        [0, p.hi],
        [0.3, p.light],
        [0.65, p.base],
        [1, p.dark],
      ])}</radialGradient>`,
      `<linearGradient id="${code}-sideH" x1="0" y1="0" x2="1" y2="0">${stops([
        [0, p.mid],
        [0.5, p.dark],
        [1, p.deep],
      ])}</linearGradient>`,
      `<linearGradient id="${code}-sideV" x1="0" y1="0" x2="0" y2="1">${stops([
        [0, p.deep],
        [0.45, p.dark],
        [0.75, p.base],
        [1, p.light],
      ])}</linearGradient>`,
    ].join(''),
  );
  return (fill) => `url(#${code}-${fill})`;
}

// ---------------------------------------------------------------------------------------------
// Gems
// ---------------------------------------------------------------------------------------------

export type GemKind = 'diamond' | 'ruby' | 'emerald' | 'sapphire';
export type GemShape = 'round' | 'oval' | 'pear' | 'marquise' | 'princess';

interface GemPalette {
  /** Darkest to lightest. */
  levels: readonly [string, string, string, string, string];
  edge: string;
  /** Accent facets (fire). */
  fire: readonly [string, string];
}

const GEM_PALETTES: Record<GemKind, GemPalette> = {
  diamond: {
    levels: ['#4e6077', '#8ea2ba', '#cad7e5', '#eef3f9', '#ffffff'],
    edge: '#7f93aa',
    fire: ['#b9d5f4', '#f8ecd4'],
  },
  ruby: {
    levels: ['#4a0410', '#8a0c22', '#c21a36', '#e9485f', '#ff9eac'],
    edge: '#5c0715',
    fire: ['#ff6f86', '#a3102a'],
  },
  emerald: {
    levels: ['#02361f', '#09613c', '#12905d', '#3abb85', '#a5edca'],
    edge: '#032c1a',
    fire: ['#5fd6a2', '#0b5233'],
  },
  sapphire: {
    levels: ['#08174d', '#13308d', '#2350c2', '#5283e8', '#b0c9ff'],
    edge: '#081546',
    fire: ['#6f9bff', '#102a80'],
  },
};

export function gemPalette(kind: GemKind): GemPalette {
  return GEM_PALETTES[kind];
}

/** Relative width of each outline (height is 1). */
export const SHAPE_WIDTH: Record<GemShape, number> = { round: 1, oval: 0.74, pear: 0.72, marquise: 0.5, princess: 0.86 };

/** Gem outline in unit coordinates (height −1…1), clockwise from the top. */
export function gemOutline(shape: GemShape): Pt[] {
  const out: Pt[] = [];
  switch (shape) {
    case 'round':
    case 'oval': {
      const sx = shape === 'oval' ? SHAPE_WIDTH.oval : 1;
      for (let i = 0; i < 16; i += 1) {
        const a = (i / 16) * 2 * Math.PI - Math.PI / 2;
        out.push([Math.cos(a) * sx, Math.sin(a)]);
      }
      break;
    }
    case 'pear':
      for (let i = 0; i < 20; i += 1) {
        const t = (i / 20) * 2 * Math.PI;
        out.push([0.95 * Math.sin(t) * Math.sin(t / 2), -Math.cos(t)]);
      }
      break;
    case 'marquise':
      for (let i = 0; i < 20; i += 1) {
        const t = (i / 20) * 2 * Math.PI;
        const y = -Math.cos(t);
        const half = Math.max(0, Math.sqrt(1.5625 - y * y) - 0.75);
        out.push([Math.sign(Math.sin(t)) * half, y]);
      }
      break;
    case 'princess': {
      const s = SHAPE_WIDTH.princess;
      out.push([0, -s], [s, -s], [s, 0], [s, s], [0, s], [-s, s], [-s, 0], [-s, -s]);
      break;
    }
  }
  return out;
}

function gemCentre(shape: GemShape): Pt {
  return shape === 'pear' ? [0, 0.3] : [0, 0];
}

/** Outline indices where claws hold a gem. */
export function clawIndices(shape: GemShape): number[] {
  switch (shape) {
    case 'round':
    case 'oval':
      return [2, 6, 10, 14];
    case 'pear':
      return [0, 8, 12];
    case 'marquise':
      return [0, 10];
    case 'princess':
      return [1, 3, 5, 7];
  }
}

const LIGHT: Pt = [-0.54, -0.84];

function level(value: number): number {
  return Math.max(0, Math.min(4, Math.round(value)));
}

/** The outline resampled to 16 points (two per table corner), for the brilliant facet layout. */
function outline16(shape: GemShape): Pt[] {
  const src = gemOutline(shape);
  if (src.length === 16) return src;
  const out: Pt[] = [];
  for (let k = 0; k < 16; k += 1) {
    const t = (k / 16) * src.length;
    const i = Math.floor(t);
    const a = src[i % src.length] as Pt;
    const b = src[(i + 1) % src.length] as Pt;
    const u = t - i;
    out.push([a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u]);
  }
  return out;
}

/**
 * `<g id="gem-…">`: a brilliant-cut gem seen from above in unit coordinates — octagonal table with
 * pavilion "arrows", star, kite and upper-girdle facets shaded against a light from the upper left.
 */
export function gemDef(kind: GemKind, shape: GemShape): string {
  const pal = GEM_PALETTES[kind];
  const id = `gem-${kind}-${shape}`;
  const g = outline16(shape);
  const [cx, cy] = gemCentre(shape);
  const toward = (p: Pt, k: number): Pt => [cx + (p[0] - cx) * k, cy + (p[1] - cy) * k];
  const table: Pt[] = [];
  const star: Pt[] = [];
  for (let k = 0; k < 8; k += 1) {
    table.push(toward(g[2 * k] as Pt, 0.56));
    star.push(toward(g[2 * k + 1] as Pt, 0.8));
  }
  const shade = (p: Pt, bias: number): string => {
    const dx = p[0] - cx;
    const dy = p[1] - cy;
    const len = Math.hypot(dx, dy) || 1;
    const dot = (dx / len) * LIGHT[0] + (dy / len) * LIGHT[1];
    return pal.levels[level(2 + 1.6 * dot + bias)] ?? pal.levels[2];
  };
  const centroid = (...ps: Pt[]): Pt => [ps.reduce((a, p) => a + p[0], 0) / ps.length, ps.reduce((a, p) => a + p[1], 0) / ps.length];
  const polys: string[] = [];
  for (let k = 0; k < 8; k += 1) {
    const t0 = table[k] as Pt;
    const t1 = table[(k + 1) % 8] as Pt;
    const sPrev = star[(k + 7) % 8] as Pt;
    const s0 = star[k] as Pt;
    const gk = g[2 * k] as Pt;
    const gm = g[2 * k + 1] as Pt;
    const gn = g[(2 * k + 2) % 16] as Pt;
    // kite (bezel) facet around the table corner
    const kite = [t0, sPrev, gk, s0] as Pt[];
    polys.push(`<polygon points="${points(kite)}" fill="${k % 3 === 1 ? pal.fire[0] : shade(centroid(...kite), k % 2 === 0 ? 0.6 : -0.4)}"/>`);
    // star facet between two table corners
    polys.push(`<polygon points="${points([t0, s0, t1])}" fill="${shade(centroid(t0, s0, t1), 1.3)}"/>`);
    // two upper-girdle facets
    polys.push(`<polygon points="${points([gk, s0, gm])}" fill="${shade(centroid(gk, s0, gm), -1.2)}"/>`);
    polys.push(`<polygon points="${points([gm, s0, gn])}" fill="${k % 4 === 2 ? pal.fire[1] : shade(centroid(gm, s0, gn), 0.3)}"/>`);
  }
  // the table, with the pavilion's arrows reflected in it
  const arrows: string[] = [];
  for (let k = 0; k < 8; k += 1) {
    const a = table[k] as Pt;
    const b = table[(k + 1) % 8] as Pt;
    const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const inner = toward(mid, 0.92);
    arrows.push(`<polygon points="${points([[cx, cy], a, inner])}" fill="${k % 2 === 0 ? pal.levels[1] : pal.levels[3]}" fill-opacity="${k % 2 === 0 ? 0.55 : 0.5}"/>`);
  }
  const glint: Pt[] = [toward(table[7] as Pt, 0.92), toward(table[0] as Pt, 0.9), [cx - 0.06, cy - 0.14]];
  return (
    `<linearGradient id="${id}-t" x1="0" y1="0" x2="1" y2="1">${stops([
      [0, pal.levels[4]],
      [0.5, pal.levels[3]],
      [1, pal.levels[2]],
    ])}</linearGradient>` +
    `<g id="${id}" stroke="${pal.edge}" stroke-width="0.012" stroke-linejoin="round">` +
    polys.join('') +
    `<polygon points="${points(table)}" fill="url(#${id}-t)"/>` +
    `<g stroke="none">${arrows.join('')}</g>` +
    `<polygon points="${points(glint)}" fill="#ffffff" fill-opacity="0.85" stroke="none"/>` +
    `<polygon points="${points(g)}" fill="none" stroke-width="0.035"/>` +
    `</g>`
  );
}

export function sparkDef(): string {
  return (
    `<radialGradient id="spark-glow">${stops([
      [0, '#ffffff'],
      [1, '#ffffff', 0],
    ])}</radialGradient>` +
    `<g id="spark"><circle r="0.6" fill="url(#spark-glow)" fill-opacity="0.9"/>` +
    `<path d="M0 -1L0.11 -0.11L1 0L0.11 0.11L0 1L-0.11 0.11L-1 0L-0.11 -0.11Z" fill="#ffffff"/></g>`
  );
}

export function shadowDef(): string {
  return (
    `<radialGradient id="shadow">${stops([
      [0, '#3c2812'],
      [1, '#3c2812', 0],
    ])}</radialGradient>` +
    `<radialGradient id="shadow-dark">${stops([
      [0, '#000000'],
      [1, '#000000', 0],
    ])}</radialGradient>`
  );
}

export { stops };

// ---------------------------------------------------------------------------------------------
// Baked grounds: a full-frame radial gradient costs librsvg more than the jewellery itself, so
// grounds are computed here as a small PNG that the SVG stretches (smooth when upscaled).
// ---------------------------------------------------------------------------------------------

export interface RadialSpec {
  /** Centre and radius in fractions of the width / height (objectBoundingBox). */
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  stops: ReadonlyArray<readonly [number, string] | readonly [number, string, number]>;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function sample(spec: RadialSpec, u: number, v: number): [number, number, number, number] {
  const d = Math.min(1, Math.hypot((u - spec.cx) / spec.rx, (v - spec.cy) / spec.ry));
  const list = spec.stops;
  let lo = list[0];
  let hi = list[list.length - 1];
  for (let i = 0; i < list.length - 1; i += 1) {
    const a = list[i];
    const b = list[i + 1];
    if (a && b && d >= a[0] && d <= b[0]) {
      lo = a;
      hi = b;
      break;
    }
  }
  if (!lo || !hi) return [0, 0, 0, 0];
  const t = hi[0] === lo[0] ? 0 : (d - lo[0]) / (hi[0] - lo[0]);
  const c1 = rgb(lo[1]);
  const c2 = rgb(hi[1]);
  const a1 = lo[2] ?? 1;
  const a2 = hi[2] ?? 1;
  return [c1[0] + (c2[0] - c1[0]) * t, c1[1] + (c2[1] - c1[1]) * t, c1[2] + (c2[2] - c1[2]) * t, a1 + (a2 - a1) * t];
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of `width`×`height` painting the layers (first opaque, later ones blended over). */
export function groundPng(width: number, height: number, layers: readonly RadialSpec[]): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y += 1) {
    rows[o] = 0;
    o += 1;
    for (let x = 0; x < width; x += 1) {
      const u = (x + 0.5) / width;
      const v = (y + 0.5) / height;
      let px: [number, number, number] = [0, 0, 0];
      for (const layer of layers) {
        const [r, g, b, a] = sample(layer, u, v);
        px = [px[0] + (r - px[0]) * a, px[1] + (g - px[1]) * a, px[2] + (b - px[2]) * a];
      }
      rows[o] = Math.round(px[0]);
      rows[o + 1] = Math.round(px[1]);
      rows[o + 2] = Math.round(px[2]);
      o += 3;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const groundCache = new Map<string, string>();

/** `<image>` of a baked ground covering `w`×`h` user units; memoised by `key`. */
export function groundImage(key: string, w: number, h: number, pxW: number, pxH: number, layers: readonly RadialSpec[]): string {
  let uri = groundCache.get(key);
  if (uri === undefined) {
    uri = `data:image/png;base64,${groundPng(pxW, pxH, layers).toString('base64')}`;
    groundCache.set(key, uri);
  }
  return `<image width="${w}" height="${h}" preserveAspectRatio="none" xlink:href="${uri}"/>`;
}
