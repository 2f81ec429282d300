import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * fonts.css splits each face in two by unicode-range (decision 035, scripts/subset-fonts.mjs): a
 * core file every page loads and a rest file a page fetches only for the characters it holds.
 */
const stylesDir = __dirname;
const webSrc = path.resolve(stylesDir, '..');
const repo = path.resolve(webSrc, '../../..');
const css = readFileSync(path.join(stylesDir, 'fonts.css'), 'utf8');

interface Face {
  family: string;
  weight: string;
  file: string;
  range: Set<number>;
}

function codePoints(ranges: string): Set<number> {
  const points = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let p = parseInt(from, 16); p <= parseInt(to, 16); p++) points.add(p);
  }
  return points;
}

const faces: Face[] = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
  const prop = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? '';
  return {
    family: prop('font-family').replace(/'/g, ''),
    weight: prop('font-weight'),
    file: /url\(\.\/fonts\/([^)]+)\)/.exec(body)?.[1] ?? '',
    range: codePoints(prop('unicode-range')),
  };
});

// The latin subset of @fontsource, which the files are cut from.
const fontsourceCss = readFileSync(
  path.join(repo, 'node_modules/@fontsource/cormorant-garamond/500.css'),
  'utf8',
);
const latin = codePoints(
  /latin-500-normal \*\/[^}]*unicode-range:\s*([^;]+);/.exec(fontsourceCss)?.[1] ?? '',
);
const core = faces.find((f) => f.file.endsWith('-core.woff2'))?.range ?? new Set<number>();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the storefront fonts', () => {
  it('give every face a core and a rest file that together cover the latin subset, once', () => {
    const byFace = new Map<string, Face[]>();
    for (const f of faces)
      byFace.set(`${f.family} ${f.weight}`, [...(byFace.get(`${f.family} ${f.weight}`) ?? []), f]);
    expect([...byFace.keys()].sort()).toEqual([
      'Cormorant Garamond 500',
      'Cormorant Garamond 600',
      // One variable file for every weight the storefront sets Mulish in (decision 037).
      'Mulish 400 700',
    ]);
    expect(latin.size).toBeGreaterThan(200);
    for (const [, parts] of byFace) {
      expect(parts.map((p) => p.file.replace(/^.*-(core|rest)\.woff2$/, '$1')).sort()).toEqual([
        'core',
        'rest',
      ]);
      const [a, b] = parts as [Face, Face];
      expect([...a.range].filter((p) => b.range.has(p))).toEqual([]);
      expect(new Set([...a.range, ...b.range])).toEqual(latin);
    }
  });

  // A core file is on every landing page's first screen, on a connection of its own: with its
  // response headers (~1.1 KB) it must fit TCP's first window of 14.6 KB (decision 037).
  it('are woff2 files that exist, each core file small enough to arrive in one round trip', () => {
    for (const face of faces) {
      const bytes = readFileSync(path.join(stylesDir, 'fonts', face.file));
      expect(bytes.subarray(0, 4).toString('latin1'), face.file).toBe('wOF2');
      if (face.file.endsWith('-core.woff2')) expect(bytes.length, face.file).toBeLessThan(13_400);
    }
  });

  it('have every latin character of the shop’s own texts in the core file', () => {
    const texts = [...sourceFiles(webSrc), ...sourceFiles(path.join(repo, 'packages/domain/src'))];
    const outside = new Set<string>();
    for (const file of texts) {
      // Comments are not shown to anyone (they cite SPEC's § sections).
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const char of code) {
        const p = char.codePointAt(0) ?? 0;
        if (p >= 0x20 && latin.has(p) && !core.has(p))
          outside.add(`${char} U+${p.toString(16)} in ${path.relative(repo, file)}`);
      }
    }
    expect([...outside]).toEqual([]);
  });
});
