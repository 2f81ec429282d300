/**
 * One drawing per piece kind, varied by design. Every piece is drawn in a 1000×1000 space centred
 * near (500, 500); the caller places it. Pure string building.
 */
import type { GoldColour } from '@kanak/domain';
import { designName } from './designs.ts';
import {
  clawIndices,
  DEG,
  Defs,
  f,
  gemDef,
  gemOutline,
  gemPalette,
  METAL,
  points,
  SHAPE_WIDTH,
  shadowDef,
  sparkDef,
  useMetal,
  type GemKind,
  type GemShape,
  type MetalFill,
  type MetalPalette,
  type Pt,
} from './svg.ts';
import type { PieceKind, SeedProduct } from './types.ts';

/** What a drawing needs to know of a product. */
export interface PieceSpec {
  piece: PieceKind;
  design: number;
  /** Diamonds present (else accents are gold beads). */
  diamonds: boolean;
  /** Shape of the main stones. */
  shape: GemShape;
  /** Kind of the feature stone: a coloured stone if the product has one, else diamond. */
  feature: GemKind;
}

export function specOf(product: Pick<SeedProduct, 'piece' | 'design' | 'isDiamond' | 'diamondShape' | 'stones'>): PieceSpec {
  const stone = product.stones[0]?.name.toLowerCase() ?? '';
  const feature: GemKind = stone.includes('ruby')
    ? 'ruby'
    : stone.includes('emerald')
      ? 'emerald'
      : stone.includes('sapphire')
        ? 'sapphire'
        : 'diamond';
  const shapeName = (product.diamondShape ?? 'round').toLowerCase();
  const shape: GemShape =
    shapeName === 'pear' || shapeName === 'marquise' || shapeName === 'princess' || shapeName === 'oval'
      ? shapeName
      : 'round';
  return { piece: product.piece, design: product.design, diamonds: product.isDiamond, shape, feature };
}

/** Drawing context: defs registry, metal paint, palette, and the product's stones. */
export class Ctx {
  readonly metal: (fill: MetalFill) => string;
  readonly pal: MetalPalette;

  constructor(
    readonly defs: Defs,
    colour: GoldColour,
    readonly spec: PieceSpec,
  ) {
    this.metal = useMetal(defs, colour);
    this.pal = METAL[colour];
  }

  /** A faceted gem: unit gem scaled to radius r (height), rotated, with an extra vertical squash. */
  gem(kind: GemKind, shape: GemShape, x: number, y: number, r: number, rot = 0, squash = 1): string {
    const id = this.defs.add(`gem-${kind}-${shape}`, () => gemDef(kind, shape));
    const sq = squash === 1 ? '' : ` scale(1 ${f(squash)})`;
    const ro = rot === 0 ? '' : ` rotate(${f(rot)})`;
    return `<use xlink:href="#${id}" transform="translate(${f(x)} ${f(y)})${sq}${ro} scale(${f(r)})"/>`;
  }

  spark(x: number, y: number, s: number, rot = 0): string {
    this.defs.add('spark', sparkDef);
    return `<use xlink:href="#spark" transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)}) scale(${f(s)})"/>`;
  }

  /** A small set stone: a diamond in a bezel, or a polished gold bead on plain pieces. */
  melee(x: number, y: number, r: number, rot = 0): string {
    if (!this.spec.diamonds) return this.bead(x, y, r * 0.95);
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 1.16)}" fill="${this.metal('rad')}"/>${this.gem('diamond', 'round', x, y, r, rot)}`;
  }

  /** A shaped accent stone (marquise, pear…), gold when the piece has no diamonds. */
  accent(shape: GemShape, x: number, y: number, r: number, rot = 0): string {
    if (this.spec.diamonds) return this.gem('diamond', shape, x, y, r, rot);
    const outline = gemOutline(shape).map(([px, py]): Pt => [px * r, py * r]);
    return `<polygon transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})" points="${points(outline)}" fill="${this.metal('lin')}" stroke="${this.pal.dark}" stroke-width="1.2"/>`;
  }

  bead(x: number, y: number, r: number): string {
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${this.metal('rad')}"/>`;
  }

  /** The feature stone of the piece (coloured if it has one, else a diamond or gold). */
  feature(shape: GemShape, x: number, y: number, r: number, rot = 0, squash = 1): string {
    const kind = this.spec.feature;
    if (kind === 'diamond' && !this.spec.diamonds) {
      return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * SHAPE_WIDTH[shape])}" ry="${f(r * squash)}" fill="${this.metal('rad')}"/>`;
    }
    return this.gem(kind, shape, x, y, r, rot, squash);
  }

  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.3): string {
    this.defs.add('shadow', shadowDef);
    return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#shadow)" opacity="${opacity}"/>`;
  }
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers. Angles in degrees; 0° points right, 90° down (SVG's y axis).
// ---------------------------------------------------------------------------------------------

function ell(cx: number, cy: number, rx: number, ry: number, a: number): Pt {
  return [cx + rx * Math.cos(a * DEG), cy + ry * Math.sin(a * DEG)];
}

function ellTangent(rx: number, ry: number, a: number): number {
  return Math.atan2(ry * Math.cos(a * DEG), -rx * Math.sin(a * DEG)) / DEG;
}

function arc(cx: number, cy: number, rx: number, ry: number, a1: number, a2: number): string {
  const [x1, y1] = ell(cx, cy, rx, ry, a1);
  const [x2, y2] = ell(cx, cy, rx, ry, a2);
  const large = Math.abs(a2 - a1) > 180 ? 1 : 0;
  const sweep = a2 > a1 ? 1 : 0;
  return `M${f(x1)} ${f(y1)}A${f(rx)} ${f(ry)} 0 ${large} ${sweep} ${f(x2)} ${f(y2)}`;
}

function stroke(d: string, paint: string, width: number, extra = ''): string {
  const cap = extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"';
  return `<path d="${d}" fill="none" stroke="${paint}" stroke-width="${f(width)}"${cap}${extra}/>`;
}

/** Evenly spaced points (by arc length) along a sampled polyline, with tangent angles. */
function alongPolyline(line: readonly Pt[], count: number, from = 0, to = 1): { p: Pt; angle: number }[] {
  const cum: number[] = [0];
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1] as Pt;
    const b = line[i] as Pt;
    cum.push((cum[i - 1] ?? 0) + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = cum[cum.length - 1] ?? 0;
  const out: { p: Pt; angle: number }[] = [];
  let seg = 1;
  for (let k = 0; k < count; k += 1) {
    const target = total * (from + ((to - from) * (count === 1 ? 0.5 : k / (count - 1))));
    while (seg < line.length - 1 && (cum[seg] ?? 0) < target) seg += 1;
    const a = line[seg - 1] as Pt;
    const b = line[seg] as Pt;
    const span = (cum[seg] ?? 0) - (cum[seg - 1] ?? 0) || 1;
    const t = (target - (cum[seg - 1] ?? 0)) / span;
    out.push({ p: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], angle: Math.atan2(b[1] - a[1], b[0] - a[0]) / DEG });
  }
  return out;
}

function pathOf(line: readonly Pt[]): string {
  return line.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`).join('');
}

/** A fine chain along a path: two dashed strokes read as links. */
function chain(ctx: Ctx, d: string, width = 5): string {
  return (
    stroke(d, ctx.pal.dark, width * 1.15, ` stroke-dasharray="${f(width * 2)} ${f(width * 0.8)}" stroke-linecap="butt"`) +
    stroke(d, ctx.pal.light, width * 0.55, ` stroke-dasharray="${f(width * 1.2)} ${f(width * 1.6)}" stroke-linecap="butt"`)
  );
}

/** An extruded elliptical band: layers from the far edge to the near edge, then the polished face. */
function band(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  t: number,
  dx: number,
  dy: number,
  side: MetalFill,
  face: MetalFill = 'lin',
): string {
  const steps = Math.max(3, Math.ceil(Math.hypot(dx, dy) / (t * 0.32)));
  let s = '';
  for (let i = 0; i < steps; i += 1) {
    const k = 1 - i / steps;
    s += `<ellipse cx="${f(cx + dx * k)}" cy="${f(cy + dy * k)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${ctx.metal(side)}" stroke-width="${f(t)}"/>`;
  }
  s += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${ctx.metal(face)}" stroke-width="${f(t)}"/>`;
  return s;
}

/**
 * Claw-set diamond seen from a raised angle: pavilion, prongs, gallery, crown (squashed top view)
 * and claw tips. On a piece without diamonds the crown is a polished gold dome.
 */
function head(ctx: Ctx, shape: GemShape, x: number, baseY: number, r: number, squash = 0.6): string {
  const gy = baseY - r * 1.3;
  const w = r * SHAPE_WIDTH[shape];
  const pal = gemPalette('diamond');
  const tip: Pt = [x, gy + r * 1.05];
  const prong = (side: -1 | 1, back: boolean): string =>
    back
      ? stroke(`M${f(x + side * 9)} ${f(baseY)}Q${f(x + side * w * 0.95)} ${f(baseY - r * 0.35)} ${f(x + side * w * 0.96)} ${f(gy)}`, ctx.metal('h'), r * 0.15)
      : stroke(`M${f(x + side * 5)} ${f(baseY + 2)}Q${f(x + side * w * 0.35)} ${f(gy + r * 0.6)} ${f(x + side * w * 0.5)} ${f(gy + r * squash * 0.75)}`, ctx.metal('h'), r * 0.14);
  let s = prong(-1, true) + prong(1, true);
  if (ctx.spec.diamonds) {
    const facets = [
      [x - w, x - w / 2, pal.levels[2]],
      [x - w / 2, x, pal.levels[3]],
      [x, x + w / 2, pal.levels[1]],
      [x + w / 2, x + w, pal.levels[0]],
    ] as const;
    for (const [x1, x2, c] of facets) {
      s += `<polygon points="${points([[x1, gy], [x2, gy], tip])}" fill="${c}" stroke="${pal.edge}" stroke-width="1"/>`;
    }
  }
  s += `<ellipse cx="${f(x)}" cy="${f(gy + r * 0.55)}" rx="${f(w * 0.5)}" ry="${f(r * 0.13)}" fill="none" stroke="${ctx.metal('lin')}" stroke-width="${f(r * 0.11)}"/>`;
  s += prong(-1, false) + prong(1, false);
  s += ctx.spec.diamonds
    ? ctx.gem('diamond', shape, x, gy, r, 0, squash)
    : `<ellipse cx="${f(x)}" cy="${f(gy)}" rx="${f(w)}" ry="${f(r * squash)}" fill="${ctx.metal('rad')}"/>`;
  const outline = gemOutline(shape);
  for (const i of clawIndices(shape)) {
    const p = outline[i];
    if (p) s += ctx.bead(x + p[0] * r * 0.97, gy + p[1] * r * squash * 0.97, r * 0.1);
  }
  if (ctx.spec.diamonds) s += ctx.spark(x - w * 0.3, gy - r * squash * 0.3, r * 0.55, 12);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Rings: an upright band seen at a three-quarter angle with the setting on top.
// ---------------------------------------------------------------------------------------------

const RING = { cx: 490, cy: 610, rx: 168, ry: 208, dy: -6 };

/** The band; `dx` is how far the far edge shows, i.e. how wide the band looks. */
function ringBand(ctx: Ctx, t: number, dx: number): string {
  const { cx, cy, rx, ry, dy } = RING;
  let s = band(ctx, cx, cy, rx, ry, t, dx, dy, 'sideH');
  s += stroke(arc(cx, cy, rx + t * 0.18, ry + t * 0.18, 195, 250), ctx.pal.hi, t * 0.22, ' opacity="0.8"');
  s += stroke(arc(cx, cy, rx - t * 0.2, ry - t * 0.2, 20, 70), ctx.pal.hi, t * 0.12, ' opacity="0.5"');
  return s;
}

function ringGemsAlong(ctx: Ctx, from: number, to: number, count: number, r: number, shape: GemShape = 'round'): string {
  const { cx, cy, rx, ry } = RING;
  let s = '';
  for (let k = 0; k < count; k += 1) {
    const a = from + ((to - from) * k) / Math.max(1, count - 1);
    const [x, y] = ell(cx, cy, rx, ry, a);
    s += shape === 'round' ? ctx.melee(x, y, r) : ctx.accent(shape, x, y, r, ellTangent(rx, ry, a) + 90);
  }
  return s;
}

function drawRing(ctx: Ctx, design: string): string {
  const top = RING.cy - RING.ry;
  const x = RING.cx;
  const shadow = ctx.shadow(RING.cx + 30, RING.cy + RING.ry + 42, 240, 30, 0.42);
  const { shape } = ctx.spec;
  switch (design) {
    case 'solitaire':
      return shadow + ringBand(ctx, 20, 30) + head(ctx, shape, x, top - 6, 84);
    case 'pear':
      return shadow + ringBand(ctx, 20, 30) + head(ctx, 'pear', x, top - 6, 96, 0.62);
    case 'oval':
      return (
        shadow +
        ringBand(ctx, 26, 36) +
        ringGemsAlong(ctx, -152, -118, 5, 9.5) +
        ringGemsAlong(ctx, -62, -28, 5, 9.5) +
        head(ctx, 'oval', x, top - 6, 98, 0.62)
      );
    case 'halo': {
      const gy = top - 82;
      let s = shadow + ringBand(ctx, 22, 32);
      s += `<path d="M${x - 44} ${top}L${x - 26} ${gy + 34}L${x + 26} ${gy + 34}L${x + 44} ${top}Z" fill="${ctx.metal('v')}"/>`;
      s += `<ellipse cx="${x}" cy="${gy + 6}" rx="100" ry="64" fill="${ctx.metal('sideV')}"/>`;
      s += `<ellipse cx="${x}" cy="${gy}" rx="96" ry="60" fill="none" stroke="${ctx.metal('lin')}" stroke-width="24"/>`;
      for (let k = 0; k < 18; k += 1) {
        const [px, py] = ell(x, gy, 96, 60, (k / 18) * 360);
        s += ctx.melee(px, py, 12);
      }
      s += ctx.gem('diamond', shape, x, gy, 66, 0, 0.62) + ctx.spark(x - 24, gy - 20, 40, 10);
      return s;
    }
    case 'eternity':
      return shadow + ringBand(ctx, 30, 40) + ringGemsAlong(ctx, -90, 255, 24, 13);
    case 'stack':
      return shadow + ringBand(ctx, 15, 22) + ringGemsAlong(ctx, -126, -54, 7, 10);
    case 'vine': {
      let s = shadow + ringBand(ctx, 17, 26);
      const { cx, cy, rx, ry } = RING;
      s += stroke(arc(cx, cy, rx + 4, ry + 4, -160, -20), ctx.metal('h'), 5);
      for (let k = 0; k < 9; k += 1) {
        const a = -150 + k * 15;
        const out = k % 2 === 0 ? 15 : -13;
        const [px, py] = ell(cx, cy, rx + out, ry + out, a);
        s += ctx.accent('marquise', px, py, 26, ellTangent(rx, ry, a) + (k % 2 === 0 ? 40 : -40));
      }
      return s + ctx.spark(x - 60, top - 10, 26);
    }
    case 'plain':
      return shadow + ringBand(ctx, 26, 58);
    case 'dome': {
      let s = shadow + ringBand(ctx, 30, 92);
      const { cx, cy, rx, ry } = RING;
      s += stroke(arc(cx + 46, cy - 3, rx, ry, 200, 340), ctx.pal.hi, 10, ' opacity="0.45"');
      return s;
    }
    case 'twist': {
      const { cx, cy, rx, ry, dy } = RING;
      let s = shadow + band(ctx, cx, cy, rx, ry, 18, 38, dy, 'sideH', 'sideH');
      for (const phase of [0, 180]) {
        const line: Pt[] = [];
        for (let a = 0; a <= 360; a += 4) {
          const o = 11 * Math.sin((a * 8 + phase) * DEG);
          line.push(ell(cx, cy, rx + o, ry + o, a));
        }
        s += stroke(pathOf(line), ctx.metal(phase === 0 ? 'lin' : 'h'), 15);
      }
      s += stroke(arc(cx, cy, rx + 4, ry + 4, 200, 245), ctx.pal.hi, 4, ' opacity="0.7"');
      return s;
    }
    case 'trilogy': {
      let s = shadow + ringBand(ctx, 24, 34);
      s += head(ctx, 'princess', x - 92, top + 20, 50);
      s += head(ctx, 'princess', x + 92, top + 20, 50);
      s += head(ctx, 'princess', x, top - 6, 64);
      return s;
    }
    case 'cocktail': {
      const gy = top - 92;
      let s = shadow + ringBand(ctx, 32, 44);
      s += `<path d="M${x - 66} ${top + 6}L${x - 36} ${gy + 34}L${x + 36} ${gy + 34}L${x + 66} ${top + 6}Z" fill="${ctx.metal('v')}"/>`;
      s += `<ellipse cx="${x}" cy="${gy + 8}" rx="104" ry="86" fill="${ctx.metal('sideV')}"/>`;
      s += `<ellipse cx="${x}" cy="${gy}" rx="100" ry="82" fill="none" stroke="${ctx.metal('lin')}" stroke-width="26"/>`;
      for (let k = 0; k < 20; k += 1) {
        const [px, py] = ell(x, gy, 100, 82, (k / 20) * 360);
        s += ctx.melee(px, py, 11.5);
      }
      s += ctx.feature('oval', x, gy, 84, 90, 0.72) + ctx.spark(x - 28, gy - 24, 38, 15);
      return s;
    }
    default:
      return shadow + ringBand(ctx, 24, 34);
  }
}

// ---------------------------------------------------------------------------------------------
// Pendants: motif hanging from a bail on a chain that leaves the frame at the top.
// ---------------------------------------------------------------------------------------------

function heartPath(cx: number, cy: number, s: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= 48; i += 1) {
    const t = (i / 48) * 2 * Math.PI;
    const x = 16 * Math.sin(t) ** 3;
    const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
    out.push([cx + x * s, cy + y * s]);
  }
  return out;
}

function starPoints(cx: number, cy: number, outer: number, inner: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -90 + i * 36;
    out.push(ell(cx, cy, r, r, a));
  }
  return out;
}

function lens(cx: number, cy: number, w: number, h: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= 40; i += 1) {
    const t = (i / 40) * 2 * Math.PI;
    const x = -Math.cos(t);
    const half = Math.max(0, Math.sqrt(1.5625 - x * x) - 0.75) * 2;
    out.push([cx + x * w, cy + Math.sign(Math.sin(t)) * half * h]);
  }
  return out;
}

function petal(cx: number, cy: number, len: number, width: number, angle: number): string {
  const tip = ell(cx, cy, len, len, angle);
  const l = ell(cx, cy, width, width, angle - 90);
  const r = ell(cx, cy, width, width, angle + 90);
  const c1 = [l[0] + (tip[0] - cx) * 0.7, l[1] + (tip[1] - cy) * 0.7] as const;
  const c2 = [r[0] + (tip[0] - cx) * 0.7, r[1] + (tip[1] - cy) * 0.7] as const;
  return `M${f(cx)} ${f(cy)}Q${f(c1[0])} ${f(c1[1])} ${f(tip[0])} ${f(tip[1])}Q${f(c2[0])} ${f(c2[1])} ${f(cx)} ${f(cy)}Z`;
}

/** Motifs shared by pendants, necklaces and bracelets. Returns the drawing and its top edge. */
function motif(ctx: Ctx, name: string, cx: number, cy: number, scale = 1): { svg: string; top: number; bottom: number } {
  const s = scale;
  switch (name) {
    case 'floral': {
      let g = '';
      for (let k = 0; k < 6; k += 1) {
        const a = -90 + k * 60;
        const [px, py] = ell(cx, cy, 66 * s, 66 * s, a);
        g += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(44 * s)}" fill="${ctx.metal('rad')}" stroke="${ctx.pal.dark}" stroke-width="${f(1.5 * s)}"/>`;
      }
      for (let k = 0; k < 6; k += 1) {
        const a = -90 + k * 60;
        const [px, py] = ell(cx, cy, 66 * s, 66 * s, a);
        g += ctx.spec.diamonds ? ctx.gem('diamond', 'round', px, py, 34 * s, a) : ctx.bead(px, py, 30 * s);
      }
      g += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(40 * s)}" fill="${ctx.metal('lin')}"/>` + ctx.melee(cx, cy, 31 * s);
      g += ctx.spark(cx - 74 * s, cy - 60 * s, 34 * s, 10) + ctx.spark(cx + 30 * s, cy - 10 * s, 22 * s);
      return { svg: g, top: cy - 110 * s, bottom: cy + 110 * s };
    }
    case 'star': {
      const pts = starPoints(cx, cy, 150 * s, 62 * s);
      let g = `<polygon points="${points(pts)}" fill="${ctx.metal('lin')}"/>`;
      for (let i = 0; i < 10; i += 1) {
        const a = pts[i] as Pt;
        const b = pts[(i + 1) % 10] as Pt;
        const shade = i % 2 === 0 ? ctx.pal.hi : ctx.pal.dark;
        g += `<polygon points="${points([[cx, cy], a, b])}" fill="${shade}" opacity="${i < 5 ? 0.45 : 0.3}"/>`;
      }
      for (let i = 0; i < 5; i += 1) {
        const [px, py] = ell(cx, cy, 92 * s, 92 * s, -90 + i * 72);
        g += ctx.melee(px, py, 15 * s);
      }
      return { svg: g, top: cy - 150 * s, bottom: cy + 125 * s };
    }
    case 'heart': {
      const line = heartPath(cx, cy + 10 * s, 9.5 * s);
      let g = `<path d="${pathOf(line)}Z" fill="none" stroke="${ctx.metal('sideV')}" stroke-width="${f(44 * s)}" stroke-linejoin="round" transform="translate(${f(4 * s)} ${f(6 * s)})"/>`;
      g += `<path d="${pathOf(line)}Z" fill="none" stroke="${ctx.metal('lin')}" stroke-width="${f(40 * s)}" stroke-linejoin="round"/>`;
      for (const { p } of alongPolyline(line, 23, 0, 0.96)) g += ctx.melee(p[0], p[1], 12.5 * s);
      g += ctx.spark(cx - 90 * s, cy - 90 * s, 30 * s);
      return { svg: g, top: cy - 112 * s, bottom: cy + 190 * s };
    }
    case 'solitaire': {
      let g = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(80 * s)}" fill="none" stroke="${ctx.metal('lin')}" stroke-width="${f(10 * s)}"/>`;
      g += ctx.spec.diamonds ? ctx.gem('diamond', ctx.spec.shape, cx, cy, 76 * s) : ctx.bead(cx, cy, 76 * s);
      for (const a of [45, 135, 225, 315]) {
        const [px, py] = ell(cx, cy, 76 * s, 76 * s, a);
        g += ctx.bead(px, py, 10 * s);
      }
      g += ctx.spark(cx - 28 * s, cy - 30 * s, 46 * s, 8);
      return { svg: g, top: cy - 86 * s, bottom: cy + 86 * s };
    }
    case 'coin': {
      const R = 150 * s;
      let g = `<circle cx="${f(cx + 5 * s)}" cy="${f(cy + 7 * s)}" r="${f(R)}" fill="${ctx.pal.deep}"/>`;
      g += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${ctx.metal('rad')}"/>`;
      for (let i = 0; i < 48; i += 1) {
        const a1 = i * 7.5;
        const p1 = ell(cx, cy, 118 * s, 118 * s, a1 - 1.6);
        const p2 = ell(cx, cy, 118 * s, 118 * s, a1 + 1.6);
        const p0 = ell(cx, cy, 30 * s, 30 * s, a1);
        g += `<polygon points="${points([p0, p1, p2])}" fill="${i % 2 === 0 ? ctx.pal.dark : ctx.pal.hi}" opacity="0.3"/>`;
      }
      g += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R - 12 * s)}" fill="none" stroke="${ctx.metal('lin')}" stroke-width="${f(18 * s)}"/>`;
      for (let i = 0; i < 36; i += 1) {
        const [px, py] = ell(cx, cy, 124 * s, 124 * s, i * 10);
        g += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(3.2 * s)}" fill="${ctx.pal.hi}" opacity="0.85"/>`;
      }
      g += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(30 * s)}" fill="${ctx.metal('lin')}"/>`;
      g += ctx.spec.diamonds ? ctx.melee(cx, cy, 18 * s) : ctx.bead(cx, cy, 16 * s);
      return { svg: g, top: cy - R, bottom: cy + R };
    }
    case 'teardrop': {
      const outline = gemOutline('pear').map(([px, py]): Pt => [cx + px * 150 * s, cy + py * 150 * s]);
      const closed = [...outline, outline[0] as Pt];
      let g = `<polygon points="${points(outline)}" fill="${ctx.metal('sideV')}" stroke="${ctx.metal('lin')}" stroke-width="${f(30 * s)}" stroke-linejoin="round"/>`;
      for (const { p } of alongPolyline(closed, 15, 0.04, 0.96)) g += ctx.melee(p[0], p[1], 11 * s);
      g += ctx.feature('pear', cx, cy + 8 * s, 118 * s);
      g += ctx.spark(cx - 30 * s, cy + 10 * s, 32 * s);
      return { svg: g, top: cy - 165 * s, bottom: cy + 165 * s };
    }
    case 'evileye': {
      const eye = lens(cx, cy, 160 * s, 105 * s);
      let g = `<polygon points="${points(eye)}" fill="#e9f1fa" stroke="${ctx.metal('lin')}" stroke-width="${f(26 * s)}" stroke-linejoin="round"/>`;
      g += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(58 * s)}" fill="#3f78c8"/>`;
      g += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(58 * s)}" fill="none" stroke="${ctx.metal('lin')}" stroke-width="${f(8 * s)}"/>`;
      g += ctx.feature('round', cx, cy, 40 * s);
      for (const { p } of alongPolyline(eye, 13, 0.02, 0.98)) g += ctx.melee(p[0], p[1], 10.5 * s);
      return { svg: g, top: cy - 118 * s, bottom: cy + 118 * s };
    }
    case 'lotus': {
      let g = '';
      const by = cy + 70 * s;
      for (const a of [-150, -30, -120, -60]) {
        g += `<path d="${petal(cx, by, 190 * s, 40 * s, a)}" fill="${ctx.metal('sideV')}" stroke="${ctx.pal.dark}" stroke-width="${f(1.5 * s)}"/>`;
      }
      for (const a of [-165, -15, -135, -45, -90]) {
        g += `<path d="${petal(cx, by, a === -90 ? 215 * s : 165 * s, 46 * s, a)}" fill="${ctx.metal('lin')}" stroke="${ctx.pal.dark}" stroke-width="${f(1.5 * s)}"/>`;
        const [tx, ty] = ell(cx, by, 120 * s, 120 * s, a);
        g += stroke(`M${f(cx)} ${f(by)}L${f(tx)} ${f(ty)}`, ctx.pal.hi, 3 * s, ' opacity="0.7"');
        if (ctx.spec.diamonds) {
          for (const d of [0.6, 0.82]) {
            const [gx, gy] = ell(cx, by, (a === -90 ? 215 : 165) * s * d, (a === -90 ? 215 : 165) * s * d, a);
            g += ctx.melee(gx, gy, 9 * s);
          }
        }
      }
      g += `<path d="M${f(cx - 110 * s)} ${f(by)}Q${f(cx)} ${f(by + 70 * s)} ${f(cx + 110 * s)} ${f(by)}Q${f(cx)} ${f(by + 26 * s)} ${f(cx - 110 * s)} ${f(by)}Z" fill="${ctx.metal('v')}"/>`;
      if (ctx.spec.feature !== 'diamond') g += ctx.feature('oval', cx, by - 50 * s, 34 * s);
      return { svg: g, top: by - 215 * s, bottom: by + 50 * s };
    }
    case 'cluster': {
      let g = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(70 * s)}" fill="${ctx.metal('rad')}"/>`;
      for (let k = 0; k < 9; k += 1) {
        const a = -90 + k * 40;
        const [px, py] = ell(cx, cy, 100 * s, 100 * s, a);
        g += ctx.accent('marquise', px, py, 58 * s, a + 90);
      }
      g += ctx.melee(cx, cy, 30 * s) + ctx.spark(cx - 60 * s, cy - 90 * s, 36 * s, 20);
      return { svg: g, top: cy - 160 * s, bottom: cy + 160 * s };
    }
    case 'peacock': {
      let g = `<path d="${arc(cx, cy, 170 * s, 170 * s, 10, 170)}Z" fill="${ctx.metal('lin')}" stroke="${ctx.pal.dark}" stroke-width="${f(2 * s)}"/>`;
      for (let k = 0; k < 7; k += 1) {
        const a = 20 + k * 23.3;
        const [px, py] = ell(cx, cy, 135 * s, 135 * s, a);
        g += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(30 * s)}" fill="${ctx.metal('rad')}"/>`;
        g += ctx.feature('pear', px, py, 28 * s, a - 90);
        const [mx, my] = ell(cx, cy, 80 * s, 80 * s, a + 11.6);
        if (k < 6) g += ctx.melee(mx, my, 11 * s);
      }
      for (let k = 0; k < 9; k += 1) {
        const [px, py] = ell(cx, cy, 172 * s, 172 * s, 14 + k * 19);
        g += ctx.melee(px, py, 9 * s);
      }
      g += `<circle cx="${f(cx)}" cy="${f(cy + 10 * s)}" r="${f(44 * s)}" fill="${ctx.metal('lin')}"/>`;
      g += ctx.feature('oval', cx, cy + 10 * s, 40 * s, 90);
      return { svg: g, top: cy - 40 * s, bottom: cy + 185 * s };
    }
    case 'bar': {
      let g = `<rect x="${f(cx - 130 * s)}" y="${f(cy - 20 * s)}" width="${f(260 * s)}" height="${f(40 * s)}" rx="${f(20 * s)}" fill="${ctx.metal('v')}"/>`;
      for (let k = 0; k < 10; k += 1) g += ctx.melee(cx - 108 * s + k * 24 * s, cy, 9.5 * s);
      return { svg: g, top: cy - 20 * s, bottom: cy + 20 * s };
    }
    default:
      return { svg: ctx.melee(cx, cy, 40 * s), top: cy - 50 * s, bottom: cy + 50 * s };
  }
}

function bail(ctx: Ctx, x: number, top: number): string {
  return (
    `<rect x="${f(x - 12)}" y="${f(top - 54)}" width="24" height="62" rx="12" fill="${ctx.metal('h')}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(top - 62)}" rx="16" ry="12" fill="none" stroke="${ctx.metal('lin')}" stroke-width="7"/>`
  );
}

const PENDANT_SCALE: Record<string, number> = {
  floral: 1.55,
  star: 1.3,
  heart: 1.2,
  solitaire: 1.7,
  coin: 1.25,
  teardrop: 1.2,
  evileye: 1.3,
  lotus: 1.05,
  cluster: 1.3,
};

function drawPendant(ctx: Ctx, design: string): string {
  const scale = PENDANT_SCALE[design] ?? 1.2;
  const m = motif(ctx, design, 500, 560, scale);
  // keep the motif centred in the frame
  const shift = 520 - (m.top - 70 + m.bottom) / 2;
  const bailTop = m.top - 62;
  const chainD = `M250 ${f(-170 - shift)}Q380 ${f(bailTop * 0.5)} 500 ${f(bailTop)}M750 ${f(-170 - shift)}Q620 ${f(bailTop * 0.5)} 500 ${f(bailTop)}`;
  return (
    ctx.shadow(530, m.bottom + 70 + shift, 200, 26, 0.26) +
    `<g transform="translate(0 ${f(shift)})">` +
    chain(ctx, chainD, 5) +
    bail(ctx, 500, m.top) +
    m.svg +
    `</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// Earrings: a pair, the right one mirrored.
// ---------------------------------------------------------------------------------------------

/** A front-facing four-claw stone in a thin gold collet. */
function stud(ctx: Ctx, x: number, y: number, r: number): string {
  let s = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 1.05)}" fill="none" stroke="${ctx.metal('lin')}" stroke-width="${f(r * 0.12)}"/>`;
  s += ctx.spec.diamonds ? ctx.gem('diamond', ctx.spec.shape === 'pear' ? 'round' : ctx.spec.shape, x, y, r) : ctx.bead(x, y, r);
  for (const a of [45, 135, 225, 315]) {
    const [px, py] = ell(x, y, r, r, a);
    s += ctx.bead(px, py, r * 0.13);
  }
  return s;
}

function earring(ctx: Ctx, design: string): string {
  switch (design) {
    case 'huggies': {
      let s = band(ctx, 0, 0, 82, 112, 34, 22, -2, 'sideH');
      for (let k = 0; k < 9; k += 1) {
        const a = -40 + k * 12;
        const [x, y] = ell(0, 0, 82, 112, a);
        s += ctx.melee(x, y, 11.5);
      }
      s += stroke(arc(0, 0, 92, 122, 190, 250), ctx.pal.hi, 6, ' opacity="0.8"');
      return s;
    }
    case 'hoops': {
      let s = band(ctx, 0, 0, 118, 158, 20, 18, -2, 'sideH');
      s += stroke(arc(0, 0, 124, 164, 170, 250), ctx.pal.hi, 5, ' opacity="0.85"');
      s += stroke(arc(0, 0, 112, 152, 20, 70), ctx.pal.hi, 3, ' opacity="0.5"');
      return s;
    }
    case 'studs':
      return `<circle cx="3" cy="6" r="94" fill="${ctx.pal.deep}" opacity="0.35"/>` + stud(ctx, 0, 0, 84) + ctx.spark(-30, -32, 50, 10);
    case 'jhumka': {
      let s = '';
      for (let k = 0; k < 8; k += 1) {
        const [x, y] = ell(0, -128, 40, 40, k * 45);
        s += `<circle cx="${f(x)}" cy="${f(y)}" r="16" fill="${ctx.metal('rad')}"/>`;
      }
      s += `<circle cx="0" cy="-128" r="30" fill="${ctx.metal('rad')}"/>`;
      s += ctx.spec.diamonds ? ctx.melee(0, -128, 14) : ctx.bead(0, -128, 13);
      s += `<ellipse cx="0" cy="-74" rx="10" ry="16" fill="none" stroke="${ctx.metal('lin')}" stroke-width="6"/>`;
      s += `<path d="M-106 100C-106 -10 -44 -58 0 -58C44 -58 106 -10 106 100Z" fill="${ctx.metal('lin')}"/>`;
      s += `<path d="M-60 40C-60 -10 -30 -40 0 -44" fill="none" stroke="${ctx.pal.hi}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>`;
      for (let row = 0; row < 3; row += 1) {
        const y = -20 + row * 34;
        const half = 44 + row * 22;
        for (let k = 0; k <= 6 + row * 2; k += 1) {
          const x = -half + (2 * half * k) / (6 + row * 2);
          s += `<circle cx="${f(x)}" cy="${f(y)}" r="4" fill="${ctx.pal.hi}" opacity="0.9"/><circle cx="${f(x + 1)}" cy="${f(y + 1.5)}" r="4" fill="${ctx.pal.dark}" opacity="0.35"/>`;
        }
      }
      s += `<ellipse cx="0" cy="100" rx="106" ry="16" fill="${ctx.metal('sideV')}" stroke="${ctx.metal('h')}" stroke-width="8"/>`;
      for (let k = 0; k < 11; k += 1) {
        const a = 180 - k * 18;
        const [x, y] = ell(0, 100, 106, 16, a);
        s += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + 24)}" stroke="${ctx.pal.dark}" stroke-width="2"/>`;
        s += ctx.bead(x, y + 30, 8.5);
      }
      return s;
    }
    case 'peardrop': {
      let s = stud(ctx, 0, -110, 34);
      s += `<ellipse cx="0" cy="-56" rx="10" ry="20" fill="none" stroke="${ctx.metal('lin')}" stroke-width="6"/>`;
      const outline = gemOutline('pear').map(([px, py]): Pt => [px * 104, 72 + py * 104]);
      s += `<polygon points="${points(outline)}" fill="${ctx.metal('sideV')}" stroke="${ctx.metal('lin')}" stroke-width="10" stroke-linejoin="round"/>`;
      s += ctx.spec.diamonds ? ctx.gem('diamond', 'pear', 0, 72, 98) : ctx.bead(0, 92, 60);
      return s + ctx.spark(-24, 76, 40, 20);
    }
    case 'cluster': {
      let s = `<circle r="96" fill="${ctx.metal('sideV')}"/><circle r="92" fill="${ctx.metal('rad')}"/>`;
      for (let k = 0; k < 6; k += 1) {
        const [x, y] = ell(0, 0, 60, 60, -90 + k * 60);
        s += ctx.melee(x, y, 26);
      }
      s += ctx.melee(0, 0, 28);
      return s + ctx.spark(-40, -50, 34, 15);
    }
    case 'geometric': {
      const hex = (r: number): Pt[] => Array.from({ length: 6 }, (_, i) => ell(0, 0, r, r, -90 + i * 60));
      const outer = hex(120);
      const inner = hex(80);
      let s = `<polygon points="${points(hex(122).map(([x, y]) => [x + 5, y + 7] as Pt))}" fill="${ctx.pal.deep}" opacity="0.4"/>`;
      for (let i = 0; i < 6; i += 1) {
        const j = (i + 1) % 6;
        const quad = [outer[i], outer[j], inner[j], inner[i]] as Pt[];
        const shade = [ctx.pal.hi, ctx.pal.light, ctx.pal.mid, ctx.pal.dark, ctx.pal.base, ctx.pal.light][i] ?? ctx.pal.base;
        s += `<polygon points="${points(quad)}" fill="${shade}"/>`;
      }
      s += `<polygon points="${points(inner)}" fill="${ctx.metal('v')}"/>`;
      for (let k = -7; k <= 7; k += 1) {
        const y = k * 10;
        const half = Math.abs(y) <= 40 ? 69 : 69 * (1 - (Math.abs(y) - 40) / 40);
        s += `<line x1="${f(-half + 3)}" y1="${f(y)}" x2="${f(half - 3)}" y2="${f(y)}" stroke="${k % 2 === 0 ? ctx.pal.hi : ctx.pal.dark}" stroke-width="1.6" opacity="0.35"/>`;
      }
      return s;
    }
    case 'halo': {
      let s = `<ellipse cx="4" cy="6" rx="84" ry="108" fill="${ctx.pal.deep}" opacity="0.35"/>`;
      s += `<ellipse rx="78" ry="102" fill="${ctx.metal('rad')}" stroke="${ctx.metal('lin')}" stroke-width="10"/>`;
      for (let k = 0; k < 16; k += 1) {
        const [x, y] = ell(0, 0, 76, 100, k * 22.5);
        s += ctx.melee(x, y, 12);
      }
      s += ctx.feature('oval', 0, 0, 76);
      return s + ctx.spark(-22, -34, 34, 10);
    }
    case 'chandelier': {
      let s = ctx.melee(0, -176, 24);
      s += `<ellipse cx="0" cy="-138" rx="8" ry="14" fill="none" stroke="${ctx.metal('lin')}" stroke-width="5"/>`;
      s += `<path d="M-22 -124L22 -124L118 -24Q0 44 -118 -24Z" fill="${ctx.metal('lin')}" stroke="${ctx.pal.dark}" stroke-width="2" stroke-linejoin="round"/>`;
      const rows: Array<[number, number, number]> = [
        [-96, 1, 12],
        [-66, 3, 11],
        [-36, 5, 10.5],
      ];
      for (const [y, n, r] of rows) {
        for (let k = 0; k < n; k += 1) s += ctx.melee((k - (n - 1) / 2) * 26 * (1 + (3 - n) * 0.02), y, r);
      }
      for (let k = 0; k < 7; k += 1) {
        const t = k / 6;
        const x = -100 + 200 * t;
        const y = -20 + 36 * (1 - (2 * t - 1) ** 2);
        s += ctx.melee(x, y, 9.5);
      }
      for (let k = 0; k < 5; k += 1) {
        const t = (k + 0.5) / 5;
        const x = -100 + 200 * t;
        const y = -8 + 36 * (1 - (2 * t - 1) ** 2);
        const drop = k === 2 ? 31 : k === 1 || k === 3 ? 25 : 20;
        s += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y + 18)}" stroke="${ctx.metal('h')}" stroke-width="4"/>`;
        s += `<circle cx="${f(x)}" cy="${f(y + 18)}" r="5" fill="${ctx.metal('rad')}"/>`;
        s += ctx.accent('pear', x, y + 22 + drop, drop);
        if (k === 2) s += ctx.spark(x - 8, y + 30 + drop, 22, 30);
      }
      return s + ctx.spark(-50, -80, 26, 10);
    }
    default:
      return ctx.melee(0, 0, 60);
  }
}

function drawEarrings(ctx: Ctx, design: string): string {
  const g = earring(ctx, design);
  const id = `ear-${design}`;
  return (
    ctx.shadow(500, 800, 360, 36, 0.3) +
    `<g id="${id}" transform="translate(300 480) scale(1.3)">${g}</g>` +
    `<use xlink:href="#${id}" transform="translate(1000 0) scale(-1 1)"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Necklaces: a draped curve leaving the frame at the top, with a centre motif.
// ---------------------------------------------------------------------------------------------

function drape(depth: number, spread = 370, count = 60): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= count; i += 1) {
    const a = 180 - (i / count) * 180;
    out.push([500 + spread * Math.cos(a * DEG), -170 + (depth + 140) * Math.sin(a * DEG) ** 1.15]);
  }
  return out;
}

function drawNecklace(ctx: Ctx, design: string): string {
  const line = drape(700, 380);
  const d = pathOf(line);
  const shadow = ctx.shadow(520, 790, 300, 36, 0.26);
  switch (design) {
    case 'line': {
      let s = shadow + chain(ctx, d, 5.5);
      const inner = alongPolyline(line, 34, 0.2, 0.8);
      s += stroke(pathOf(inner.map((q) => q.p)), ctx.metal('v'), 34);
      for (const { p, angle } of inner) s += ctx.melee(p[0], p[1], 13, angle);
      return s + ctx.spark(500, 660, 30) + ctx.spark(320, 570, 22, 20);
    }
    case 'station': {
      let s = shadow + chain(ctx, d, 5);
      for (const { p } of alongPolyline(line, 7, 0.3, 0.7)) {
        s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="20" fill="${ctx.metal('rad')}" stroke="${ctx.pal.dark}" stroke-width="1.2"/>`;
        s += ctx.spec.diamonds ? ctx.gem('diamond', 'round', p[0], p[1], 14) : ctx.bead(p[0], p[1], 13);
      }
      return s + ctx.spark(500, 662, 22);
    }
    case 'chain': {
      let s = shadow;
      const links = alongPolyline(line, 96);
      links.forEach(({ p, angle }, i) => {
        s +=
          i % 2 === 0
            ? `<ellipse cx="${f(p[0])}" cy="${f(p[1])}" rx="12" ry="7.5" transform="rotate(${f(angle)} ${f(p[0])} ${f(p[1])})" fill="none" stroke="${ctx.metal('lin')}" stroke-width="5"/>`
            : `<rect x="${f(p[0] - 12)}" y="${f(p[1] - 2.5)}" width="24" height="5" rx="2.5" transform="rotate(${f(angle)} ${f(p[0])} ${f(p[1])})" fill="${ctx.metal('h')}"/>`;
      });
      return s;
    }
    case 'layered': {
      const outer = drape(760, 390);
      let s = shadow + chain(ctx, pathOf(drape(600, 360)), 5);
      for (const { p, angle } of alongPolyline(outer, 120)) {
        s += `<ellipse cx="${f(p[0])}" cy="${f(p[1])}" rx="7" ry="4.5" transform="rotate(${f(angle + 45)} ${f(p[0])} ${f(p[1])})" fill="${ctx.metal('lin')}" stroke="${ctx.pal.dark}" stroke-width="0.8"/>`;
      }
      s += `<circle cx="500" cy="766" r="30" fill="${ctx.metal('rad')}" stroke="${ctx.pal.dark}" stroke-width="1"/>`;
      return s;
    }
    case 'drop': {
      let s = shadow + chain(ctx, d, 4.5);
      s += `<ellipse cx="500" cy="684" rx="10" ry="16" fill="none" stroke="${ctx.metal('lin')}" stroke-width="6"/>`;
      s += motif(ctx, 'solitaire', 500, 764, 0.72).svg;
      return s;
    }
    case 'lotus':
    case 'peacock':
    case 'bar':
    default: {
      const name = design === 'lotus' || design === 'peacock' || design === 'bar' ? design : 'bar';
      const y = name === 'lotus' ? 740 : name === 'peacock' ? 662 : 670;
      let s = shadow + chain(ctx, d, name === 'peacock' ? 7 : 5);
      s += motif(ctx, name, 500, y, name === 'lotus' ? 0.8 : name === 'peacock' ? 0.95 : 1.15).svg;
      return s + ctx.spark(470, y - 10, 26);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Bracelets: a loop lying on the ground, seen from above at an angle.
// ---------------------------------------------------------------------------------------------

const BR = { cx: 500, cy: 480, rx: 330, ry: 205 };

/** Points around the bracelet loop, back to front; `index` is the position along the loop. */
function brPoints(count: number): { p: Pt; angle: number; depth: number; index: number }[] {
  const out: { p: Pt; angle: number; depth: number; index: number }[] = [];
  for (let k = 0; k < count; k += 1) {
    const a = (k / count) * 360;
    out.push({ p: ell(BR.cx, BR.cy, BR.rx, BR.ry, a), angle: ellTangent(BR.rx, BR.ry, a), depth: 0.8 + 0.2 * Math.sin(a * DEG), index: k });
  }
  return out.sort((u, v) => u.p[1] - v.p[1]);
}

/** The shadow of a loop lying on the ground: soft stacked strokes, the middle stays clear. */
function ringShadow(cx: number, cy: number, rx: number, ry: number): string {
  return [
    [64, 0.05],
    [40, 0.06],
    [20, 0.08],
  ]
    .map(([w, o]) => `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="#3c2812" stroke-width="${w}" opacity="${o}"/>`)
    .join('');
}

function drawBracelet(ctx: Ctx, design: string): string {
  const { cx, cy, rx, ry } = BR;
  const loop = `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`;
  let s = ringShadow(cx + 16, cy + 26, rx, ry);
  switch (design) {
    case 'tennis':
      s += stroke(loop, ctx.metal('h'), 10);
      for (const { p, depth } of brPoints(42)) {
        s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(21 * depth)}" fill="${ctx.metal('rad')}" stroke="${ctx.pal.dark}" stroke-width="1"/>`;
        s += ctx.spec.diamonds ? ctx.gem('diamond', 'round', p[0], p[1], 18 * depth) : ctx.bead(p[0], p[1], 17 * depth);
      }
      return s + ctx.spark(cx - 120, cy + 150, 28) + ctx.spark(cx + 200, cy + 120, 22, 20);
    case 'links':
    case 'rope': {
      const rope = design === 'rope';
      for (const { p, angle, depth, index: i } of brPoints(rope ? 120 : 56)) {
        s += rope
          ? `<ellipse cx="${f(p[0])}" cy="${f(p[1])}" rx="${f(18 * depth)}" ry="${f(8.5 * depth)}" transform="rotate(${f(angle + 50)} ${f(p[0])} ${f(p[1])})" fill="${ctx.metal('lin')}" stroke="${ctx.pal.dark}" stroke-width="1"/>`
          : i % 2 === 0
            ? `<ellipse cx="${f(p[0])}" cy="${f(p[1])}" rx="${f(27 * depth)}" ry="${f(15 * depth)}" transform="rotate(${f(angle)} ${f(p[0])} ${f(p[1])})" fill="none" stroke="${ctx.metal('lin')}" stroke-width="${f(9 * depth)}"/>`
            : `<rect x="${f(p[0] - 22 * depth)}" y="${f(p[1] - 4 * depth)}" width="${f(44 * depth)}" height="${f(8 * depth)}" rx="${f(4 * depth)}" transform="rotate(${f(angle)} ${f(p[0])} ${f(p[1])})" fill="${ctx.metal('h')}"/>`;
      }
      return s;
    }
    case 'flex': {
      s += chain(ctx, loop, 6);
      for (const k of [0, 1, 2, 3, 4, 5, 6]) {
        const a = 30 + k * 20;
        const [x, y] = ell(cx, cy, rx, ry, a);
        const rot = ellTangent(rx, ry, a);
        s += `<rect x="${f(x - 34)}" y="${f(y - 14)}" width="68" height="28" rx="14" transform="rotate(${f(rot)} ${f(x)} ${f(y)})" fill="${ctx.metal('v')}"/>`;
        for (const o of [-20, 0, 20]) s += ctx.melee(x + o * Math.cos(rot * DEG), y + o * Math.sin(rot * DEG), 8.5);
      }
      for (const k of [0, 1, 2]) {
        const [x, y] = ell(cx, cy, rx, ry, 225 + k * 45);
        s += `<circle cx="${f(x)}" cy="${f(y)}" r="11" fill="${ctx.metal('rad')}"/>`;
      }
      return s;
    }
    case 'leaf': {
      s += stroke(loop, ctx.metal('h'), 6);
      for (const { p, angle, depth, index: i } of brPoints(22)) {
        s += ctx.accent('marquise', p[0], p[1], 30 * depth, angle + (i % 2 === 0 ? 50 : 130));
      }
      return s + ctx.spark(cx - 80, cy + 170, 26);
    }
    case 'station': {
      s += chain(ctx, loop, 5);
      for (const { p, depth, index: i } of brPoints(10)) {
        if (i % 2 === 0) {
          s += `<ellipse cx="${f(p[0])}" cy="${f(p[1])}" rx="${f(17 * depth)}" ry="${f(23 * depth)}" fill="${ctx.metal('rad')}"/>`;
          s += ctx.feature('oval', p[0], p[1], 19 * depth);
        } else {
          s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(24 * depth)}" fill="${ctx.metal('rad')}"/>`;
          for (const a of [0, 120, 240]) {
            const [x, y] = ell(p[0], p[1], 11 * depth, 11 * depth, a - 90);
            s += ctx.melee(x, y, 8 * depth);
          }
        }
      }
      return s;
    }
    case 'evileye':
    case 'heart':
    default: {
      s += chain(ctx, loop, 5);
      const name = design === 'heart' ? 'heart' : 'evileye';
      const y = cy + ry + (name === 'heart' ? 10 : 4);
      s += `<circle cx="${f(cx - 70)}" cy="${f(cy + ry - 6)}" r="10" fill="${ctx.metal('rad')}"/><circle cx="${f(cx + 70)}" cy="${f(cy + ry - 6)}" r="10" fill="${ctx.metal('rad')}"/>`;
      s += motif(ctx, name, cx, y, name === 'heart' ? 0.42 : 0.42).svg;
      return s;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Bangles: a thick ring lying on the ground, seen from above at an angle.
// ---------------------------------------------------------------------------------------------

const BG = { cx: 500, cy: 440, rx: 300, ry: 150 };

function bangleBody(ctx: Ctx, h: number, t: number): string {
  const { cx, cy, rx, ry } = BG;
  let s = band(ctx, cx, cy, rx, ry, t, 0, h, 'sideV');
  s += stroke(arc(cx, cy, rx + t * 0.25, ry + t * 0.25, 150, 200), ctx.pal.hi, t * 0.18, ' opacity="0.75"');
  s += stroke(arc(cx, cy + h * 0.55, rx + t * 0.5 - 1, ry + t * 0.5 - 1, 35, 80), ctx.pal.hi, 5, ' opacity="0.55"');
  return s;
}

/** Points on the front wall of the bangle at wall height fraction k (0 top … 1 bottom). */
function wall(h: number, t: number, a: number, k = 0.5): Pt {
  const { cx, cy, rx, ry } = BG;
  return ell(cx, cy + t * 0.5 + h * k, rx + t * 0.5, ry + t * 0.5, a);
}

function drawBangle(ctx: Ctx, design: string): string {
  const { cx, cy, rx, ry } = BG;
  const shadow = ctx.shadow(cx + 20, cy + ry + 70, rx + 60, 60, 0.32);
  switch (design) {
    case 'classic':
      return shadow + bangleBody(ctx, 48, 28);
    case 'halfeternity': {
      const h = 44;
      const t = 24;
      let s = shadow + bangleBody(ctx, h, t);
      s += stroke(arc(cx, cy + t * 0.5 + h * 0.5, rx + t * 0.5, ry + t * 0.5, 12, 168), ctx.pal.deep, 30, ' opacity="0.35"');
      for (let k = 0; k < 22; k += 1) {
        const [x, y] = wall(h, t, 14 + k * 7.2);
        s += ctx.melee(x, y, 12);
      }
      return s + ctx.spark(cx - 60, cy + ry + 40, 30) + ctx.spark(cx + 180, cy + ry, 22, 20);
    }
    case 'slim': {
      const h = 24;
      const t = 16;
      let s = shadow + bangleBody(ctx, h, t);
      for (let k = 0; k < 7; k += 1) {
        const [x, y] = wall(h, t, 30 + k * 20);
        s += ctx.melee(x, y, 8);
      }
      return s;
    }
    case 'kada': {
      const h = 86;
      const t = 30;
      let s = shadow + bangleBody(ctx, h, t);
      for (const k of [0.16, 0.84]) {
        s += stroke(arc(cx, cy + t * 0.5 + h * k, rx + t * 0.5, ry + t * 0.5, 8, 172), ctx.pal.deep, 3, ' opacity="0.6"');
      }
      for (let k = 0; k < 40; k += 1) {
        const a = 10 + k * 4;
        for (const fr of [0.07, 0.93]) {
          const [x, y] = wall(h, t, a, fr);
          s += `<circle cx="${f(x)}" cy="${f(y)}" r="3.4" fill="${ctx.pal.hi}"/>`;
        }
        if (k % 2 === 0) {
          const [x1, y1] = wall(h, t, a, 0.25);
          const [x2, y2] = wall(h, t, a + 4, 0.75);
          s += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${ctx.pal.dark}" stroke-width="2.2" opacity="0.55"/>`;
          const [x3, y3] = wall(h, t, a + 4, 0.25);
          const [x4, y4] = wall(h, t, a, 0.75);
          s += `<line x1="${f(x3)}" y1="${f(y3)}" x2="${f(x4)}" y2="${f(y4)}" stroke="${ctx.pal.hi}" stroke-width="1.6" opacity="0.6"/>`;
        }
      }
      return s;
    }
    case 'twisted': {
      const h = 40;
      const t = 24;
      let s = shadow + bangleBody(ctx, h, t);
      for (let k = 0; k < 44; k += 1) {
        const a = 6 + k * 3.9;
        const [x1, y1] = wall(h, t, a, -0.2);
        const [x2, y2] = wall(h, t, a + 7, 1.05);
        s += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${ctx.pal.dark}" stroke-width="3.2" opacity="0.5"/>`;
        s += `<line x1="${f(x1 + 4)}" y1="${f(y1)}" x2="${f(x2 + 4)}" y2="${f(y2)}" stroke="${ctx.pal.hi}" stroke-width="2.2" opacity="0.7"/>`;
      }
      for (let k = 0; k < 36; k += 1) {
        const a = 190 + k * 4.6;
        const [x1, y1] = ell(cx, cy, rx - 10, ry - 10, a);
        const [x2, y2] = ell(cx, cy, rx + 10, ry + 10, a + 4);
        s += `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${ctx.pal.dark}" stroke-width="2.4" opacity="0.4"/>`;
      }
      return s;
    }
    case 'floral':
    case 'flower': {
      const h = 50;
      const t = 26;
      const rubies = design === 'flower';
      let s = shadow + bangleBody(ctx, h, t);
      const angles = rubies ? [45, 90, 135] : [30, 60, 90, 120, 150];
      for (const a of angles) {
        const [x, y] = wall(h, t, a);
        const r = rubies ? 30 : 24;
        s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r + 6)}" fill="${ctx.metal('rad')}"/>`;
        for (let k = 0; k < 6; k += 1) {
          const [px, py] = ell(x, y, r * 0.7, r * 0.7, k * 60);
          s += ctx.melee(px, py, r * 0.3);
        }
        s += rubies ? ctx.feature('round', x, y, r * 0.42) : ctx.melee(x, y, r * 0.32);
      }
      if (rubies) {
        for (const a of [22, 67, 112, 157]) {
          const [x, y] = wall(h, t, a);
          s += ctx.melee(x, y, 8);
        }
      }
      return s + ctx.spark(cx - 40, cy + ry + 20, 26);
    }
    case 'pear': {
      const h = 34;
      const t = 20;
      let s = shadow + bangleBody(ctx, h, t);
      for (let k = 0; k < 9; k += 1) {
        const a = 26 + k * 16;
        const [x, y] = wall(h, t, a);
        const rot = ellTangent(rx, ry, a) + (k % 2 === 0 ? 90 : -90);
        s += ctx.accent('pear', x, y, 22, rot);
      }
      return s;
    }
    default:
      return shadow + bangleBody(ctx, 44, 26);
  }
}

/** Draws a piece in the 1000×1000 space. */
export function drawPiece(ctx: Ctx): string {
  const design = designName(ctx.spec.piece, ctx.spec.design);
  switch (ctx.spec.piece) {
    case 'ring':
      return drawRing(ctx, design);
    case 'pendant':
      return drawPendant(ctx, design);
    case 'earrings':
      return drawEarrings(ctx, design);
    case 'necklace':
      return drawNecklace(ctx, design);
    case 'bracelet':
      return drawBracelet(ctx, design);
    case 'bangle':
      return drawBangle(ctx, design);
  }
}

/** Where the close-up view looks, and how close: the setting of a ring, one earring, the clasp side… */
export function focusOf(spec: PieceSpec): { x: number; y: number; zoom: number } {
  const design = designName(spec.piece, spec.design);
  switch (spec.piece) {
    case 'ring':
      return ['eternity', 'vine', 'plain', 'twist', 'stack', 'dome'].includes(design)
        ? { x: 510, y: 470, zoom: 1.45 }
        : { x: 500, y: 360, zoom: 1.5 };
    case 'pendant':
      return { x: 500, y: 520, zoom: 1.5 };
    case 'earrings':
      return { x: 330, y: 470, zoom: 1.5 };
    case 'necklace':
      return ['chain', 'layered', 'line', 'station'].includes(design) ? { x: 500, y: 560, zoom: 1.3 } : { x: 500, y: 680, zoom: 1.5 };
    case 'bracelet':
      return { x: 500, y: 640, zoom: 1.5 };
    case 'bangle':
      return { x: 500, y: 600, zoom: 1.5 };
  }
}
