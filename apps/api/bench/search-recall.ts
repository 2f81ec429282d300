import type { SearchCase } from './search-queries.ts';

/** The seed code a product of the benchmark catalogue copies ("KNK-RG-001-3" → "KNK-RG-001"). */
export const designCode = (code: string) => code.split('-').slice(0, 3).join('-');

/**
 * Recall@10 of one case: the share of the relevant products found in the first ten, out of as many
 * as ten could hold. Relevant are the products copying an expected design (every copy is the same
 * piece), or for a code the product with exactly that code. A case expecting nothing scores 1 only
 * when nothing is found.
 */
export function recallAt10(c: SearchCase, found: readonly string[], allCodes: readonly string[]): number {
  const relevant = (code: string) => (c.kind === 'code' ? c.expect.includes(code) : c.expect.includes(designCode(code)));
  if (c.expect.length === 0) return found.length === 0 ? 1 : 0;
  const relevantCount = allCodes.filter(relevant).length;
  const hits = found.slice(0, 10).filter(relevant).length;
  return hits / Math.min(10, relevantCount);
}

/** p-th percentile (nearest rank) of a list of figures. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
