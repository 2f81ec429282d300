/** A LIKE pattern that matches `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The row an INSERT … RETURNING (or an UPDATE of a locked row) always gives back. */
export function returned<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The statement returned no row.');
  return row;
}
