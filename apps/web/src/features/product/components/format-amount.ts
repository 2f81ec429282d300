/*
 * Display only: the amounts come from the price endpoint already rounded (ARCHITECTURE §4); this
 * shows a breakdown part with its paise when it has any (₹1,522.50) and without otherwise (₹12,800).
 */
const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatAmount(rupees: number): string {
  const paise = Math.round(rupees * 100);
  return paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100);
}

/** '3.2 g', '0.35 ct': weights as the catalogue records them, without trailing zeros. */
export function formatWeight(value: number, unit: 'g' | 'ct' | 'mm'): string {
  return `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 }).format(value)} ${unit}`;
}
