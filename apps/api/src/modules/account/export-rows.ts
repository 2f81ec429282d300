/**
 * A stored row as the export shows it: snake_case keys, money in rupees and weights in grams at
 * the edge (ARCHITECTURE §4), dates as ISO strings. Stored snapshots (jsonb) are copied as stored;
 * their own keys name their units (`…Paise`, `…Mg`).
 */
export function exportRow(row: object, omit: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    if (key.endsWith('Paise') && typeof value === 'number') out[snake(key.slice(0, -5))] = value / 100;
    else if (key.endsWith('Mg') && typeof value === 'number') out[`${snake(key.slice(0, -2))}_grams`] = value / 1000;
    else out[snake(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
