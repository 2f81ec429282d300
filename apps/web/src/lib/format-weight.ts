import { groupDigitsIndian } from '@kanak/domain/money';

/** '3.2 g', '0.35 ct': weights as the catalogue records them (to the thousandth), no trailing zeros. */
export function formatWeight(value: number, unit: 'g' | 'ct' | 'mm'): string {
  const thousandths = Math.round(Math.abs(value) * 1000);
  const whole = groupDigitsIndian(Math.floor(thousandths / 1000));
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${value < 0 && thousandths > 0 ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''} ${unit}`;
}
