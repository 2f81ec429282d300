import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const THE_ONE = path.join('modules', 'orders', 'order-status.repository.ts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each `update(orders)…set({…})` in a file, up to its `.where(`. */
function orderUpdates(text: string): string[] {
  const found: string[] = [];
  const start = /\.update\((?:schema\.)?orders\)/g;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const end = text.indexOf('.where(', m.index);
    found.push(text.slice(m.index, end === -1 ? undefined : end));
  }
  return found;
}

describe('who writes an order status', () => {
  it('only the transition function (ARCHITECTURE §7): no other UPDATE of orders sets status', () => {
    const offenders = sources(SRC).flatMap((file) => {
      const rel = path.relative(SRC, file);
      if (rel === THE_ONE) return [];
      return orderUpdates(readFileSync(file, 'utf8'))
        .filter((update) => /\bstatus\b/.test(update))
        .map((update) => `${rel}: ${update.replace(/\s+/g, ' ').slice(0, 120)}`);
    });
    expect(offenders).toEqual([]);
  });

  it('finds the transition function itself, so the scan is looking at the right files', () => {
    const own = orderUpdates(readFileSync(path.join(SRC, THE_ONE), 'utf8'));
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.every((u) => /status: move\.to/.test(u))).toBe(true);
  });
});
