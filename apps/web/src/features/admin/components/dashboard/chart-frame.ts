/** The dashboard charts' shared drawing box, in SVG units. */
export const W = 600;
export const H = 220;
export const PAD = { top: 14, right: 12, bottom: 26, left: 12 };

const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
/** '14 Jun' for a `YYYY-MM-DD` day, read as local midnight. */
export const label = (date: string) => shortDate.format(new Date(`${date}T00:00:00`));
