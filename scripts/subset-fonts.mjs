// `node scripts/subset-fonts.mjs`: the storefront's font files and their @font-face rules
// (apps/web/src/styles/fonts/, fonts.css), cut from the @fontsource latin files (OFL-1.1; Mulish from its variable build).
// Each face is split in two by unicode-range (decision 035): a "core" file with the characters
// the shop's own texts use, which every page loads, and a "rest" file with the remainder of the
// latin range, which a browser fetches only for a page that shows one of them (a customer's
// "Zoë"). Run it again after changing FACES or CORE, and commit what it writes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/src/styles/fonts');

/**
 * Each face: where it is cut from, the name its files take and the weights it covers. Mulish is
 * one variable file for 400–700, cut down to that range: the storefront sets it in 400, 600 and
 * 700, and three static files were three requests on the first screen (decision 037).
 */
const FACES = [
  {
    family: 'Cormorant Garamond',
    source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
    name: 'cormorant-garamond-500',
    weight: '500',
  },
  {
    family: 'Cormorant Garamond',
    source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
    name: 'cormorant-garamond-600',
    weight: '600',
  },
  {
    family: 'Mulish',
    source: '@fontsource-variable/mulish/files/mulish-latin-wght-normal.woff2',
    name: 'mulish-variable',
    weight: '400 700',
    variationAxes: { wght: { min: 400, max: 700 } },
  },
];

/**
 * What the shop's texts are set in: ASCII and the punctuation its copy uses (· – — ‘ ’ “ ” … × − ± ›
 * © ™ and the no-break space). fonts.test.ts fails when a text of the storefront, the domain's
 * messages or SPEC.md uses a latin character outside it. ₹ is in neither file: these faces lack it.
 */
export const CORE =
  'U+0020-007E,U+00A0,U+00A9,U+00B1,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2026,U+203A,U+2122,U+2212';

/**
 * The OpenType features kept: those browsers apply by default (kerning, ligatures, marks,
 * contextual and localised forms) and the figures the storefront asks for (`tabular-nums`,
 * `lining-nums`, `slashed-zero`). The glyphs only other features reach (small capitals,
 * swashes, old-style figures, stylistic sets, fractions) are left out: with them, each Cormorant
 * core file was 14.1 KB, which with its headers took a second round trip on a new connection
 * (decision 037); without, 12.8 KB.
 */
export const FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'curs',
  'dist',
  'tnum',
  'pnum',
  'lnum',
  'zero',
];
/** @fontsource's latin subset, which these files are cut from. */
export const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The code points of a unicode-range list. */
export function codePoints(ranges) {
  const points = new Set();
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let p = parseInt(from, 16); p <= parseInt(to, 16); p++) points.add(p);
  }
  return points;
}

/** Code points as a unicode-range list, consecutive ones as one range. */
function asRanges(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const hex = (p) => p.toString(16).toUpperCase().padStart(4, '0');
  const out = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    out.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return out.join(',');
}

async function main() {
  const core = codePoints(CORE);
  const rest = new Set([...codePoints(LATIN)].filter((p) => !core.has(p)));
  const text = (points) => String.fromCodePoint(...[...points].filter((p) => p >= 0x20));
  mkdirSync(outDir, { recursive: true });
  const rules = [];
  for (const face of FACES) {
    const source = readFileSync(path.join(root, 'node_modules', face.source));
    for (const [part, points] of [
      ['core', core],
      ['rest', rest],
    ]) {
      const file = `${face.name}-${part}.woff2`;
      const cut = await subsetFont(source, text(points), {
        targetFormat: 'woff2',
        keepFeatures: FEATURES,
        ...(face.variationAxes ? { variationAxes: face.variationAxes } : {}),
      });
      writeFileSync(path.join(outDir, file), cut);
      console.log(`${file}: ${cut.length} bytes (from ${source.length})`);
      rules.push(
        `@font-face {\n  font-family: '${face.family}';\n  font-style: normal;\n  font-display: swap;\n` +
          `  font-weight: ${face.weight};\n  src: url(./fonts/${file}) format('woff2');\n` +
          `  unicode-range: ${part === 'core' ? CORE : asRanges(rest)};\n}\n`,
      );
    }
  }
  writeFileSync(
    path.join(root, 'apps/web/src/styles/fonts.css'),
    `/* Written by scripts/subset-fonts.mjs (decision 035): edit that, not this. */\n${rules.join('')}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
