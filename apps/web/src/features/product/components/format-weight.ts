import { formatRupees, groupDigitsIndian } from '@kanak/domain/money';

/*
 * Display only: the amounts come from the price endpoint already rounded (ARCHITECTURE §4); this
 * shows a breakdown part with its paise when it has any (₹1,522.50) and without otherwise (₹12,800).
 * No Intl.NumberFormat here: its first use loads locale data, tens of milliseconds on a phone in
 * the product page's first render (ARCHITECTURE §6). The tests hold both to Intl's output.
 */
export function formatAmount(rupees: number): string {
  const paise = Math.round(rupees * 100);
  if (paise % 100 === 0) return formatRupees(paise / 100);
  const abs = Math.abs(paise);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}₹${groupDigitsIndian(Math.floor(abs / 100))}.${fraction}`;
}

/** '3.2 g', '0.35 ct': weights as the catalogue records them (to the thousandth), no trailing zeros. */
export function formatWeight(value: number, unit: 'g' | 'ct' | 'mm'): string {
  const thousandths = Math.round(Math.abs(value) * 1000);
  const whole = groupDigitsIndian(Math.floor(thousandths / 1000));
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${value < 0 && thousandths > 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''} ${unit}`;
}
