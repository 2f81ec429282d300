import { describe, expect, it } from 'vitest';
import type { AdminAfterSale } from '../../api';
import { confirmQuestion, parseInspectedValue } from './after-sale-steps';

const request = (kind: AdminAfterSale['kind'], amount: number) =>
  ({ id: 7, kind, value: amount ? { amount } : null }) as unknown as AdminAfterSale;

describe('the confirm step before a request ends', () => {
  it('says what completing moves: the refund, the store credit, the payout', () => {
    expect(confirmQuestion(request('return', 61_000), 'completed', { note: false, reference: '' })).toBe(
      'Complete return request #7? ₹61,000 is refunded to the customer through the payment provider, with a credit note.',
    );
    expect(confirmQuestion(request('exchange', 20_500), 'completed', { note: true, reference: '' })).toBe(
      'Complete exchange request #7? ₹20,500 is added to the customer’s store credit. The customer is told, with your note.',
    );
    expect(confirmQuestion(request('buyback', 9_800), 'completed', { note: false, reference: 'NEFT-1' })).toContain(
      'records the bank payout of ₹9,800 (reference NEFT-1)',
    );
    expect(confirmQuestion(request('maintenance', 0), 'rejected', { note: true, reference: '' })).toBe(
      'Reject maintenance request #7? The customer is told, with your note.',
    );
  });
});

describe('the inspected value as typed', () => {
  it('keeps the rules’ value when empty and reads rupees and paise', () => {
    expect(parseInspectedValue('  ')).toEqual({ value: undefined });
    expect(parseInspectedValue('41,250.5')).toEqual({ value: 41_250.5 });
    expect(parseInspectedValue('0')).toEqual({ value: 0 });
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['-5', 'abc', '1.234', '1e5']) expect(parseInspectedValue(bad)).toHaveProperty('error');
  });
});
