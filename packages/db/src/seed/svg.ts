/**
 * SVG building blocks for the seed illustrations: number formatting, a defs registry, metal
 * gradients per gold colour, faceted gem definitions and a seeded PRNG. Pure string building.
 */
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
    levels: ['#7d93ab', '#a9bcd1', '#d3e0ed', '#eef4fa', '#ffffff'],
    edge: '#93a7bd',
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

/** `<g id="gem-…">` faceted gem in unit coordinates, plus its table gradient. */
export function gemDef(kind: GemKind, shape: GemShape): string {
  const pal = GEM_PALETTES[kind];
  const id = `gem-${kind}-${shape}`;
  const outline = gemOutline(shape);
  const [cx, cy] = gemCentre(shape);
  const table: Pt[] = outline.map(([x, y]) => [cx + (x - cx) * 0.52, cy + (y - cy) * 0.52]);
  const n = outline.length;
  const polys: string[] = [];
  const fill = (i: number): string => pal.levels[level(i)] ?? pal.levels[2];
  for (let i = 0; i < n; i += 1) {
    const j = (i + 1) % n;
    const oi = outline[i] as Pt;
    const oj = outline[j] as Pt;
    const ti = table[i] as Pt;
    const tj = table[j] as Pt;
    const m: Pt = [(oi[0] + oj[0]) / 2, (oi[1] + oj[1]) / 2];
    const dx = m[0] - cx;
    const dy = m[1] - cy;
    const len = Math.hypot(dx, dy) || 1;
    const dot = (dx / len) * LIGHT[0] + (dy / len) * LIGHT[1];
    let a = fill(2.3 + 1.7 * dot + 0.5);
    let c = fill(2.3 + 1.7 * dot - 0.7);
    const b = fill(2.4 - 1.4 * dot);
    if (i % 5 === 1) a = pal.fire[0];
    if (i % 7 === 4) c = pal.fire[1];
    polys.push(
      `<polygon points="${points([ti, oi, m])}" fill="${a}"/>`,
      `<polygon points="${points([ti, m, tj])}" fill="${b}"/>`,
      `<polygon points="${points([tj, m, oj])}" fill="${c}"/>`,
    );
  }
  const inner: Pt[] = outline.map(([x, y]) => [cx + (x - cx) * 0.26, cy + (y - cy) * 0.26]);
  const glint: Pt[] = [
    [cx - 0.34, cy - 0.3],
    [cx - 0.06, cy - 0.42],
    [cx - 0.16, cy - 0.14],
  ];
  return (
    `<linearGradient id="${id}-t" x1="0" y1="0" x2="1" y2="1">${stops([
      [0, pal.levels[4]],
      [0.55, pal.levels[3]],
      [1, pal.levels[2]],
    ])}</linearGradient>` +
    `<g id="${id}" stroke="${pal.edge}" stroke-width="0.014" stroke-linejoin="round">` +
    polys.join('') +
    `<polygon points="${points(table)}" fill="url(#${id}-t)"/>` +
    `<polygon points="${points(inner)}" fill="${pal.levels[1]}" fill-opacity="0.28" stroke="none"/>` +
    `<polygon points="${points(glint)}" fill="#ffffff" fill-opacity="0.8" stroke="none"/>` +
    `<polygon points="${points(outline)}" fill="none" stroke-width="0.04"/>` +
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
