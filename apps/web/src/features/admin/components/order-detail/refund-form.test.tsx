import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RefundForm, refundAmountError } from './refund-form';

const shown = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <RefundForm orderId={4} refundable={42_432} />
    </QueryClientProvider>,
  );

describe('the admin refund box', () => {
  it('starts empty, with the most that can be refunded as its hint', () => {
    const html = shown();
    const input = /<input[^>]*id="o-refund"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('value=""');
    expect(html).toContain('Up to ₹42,432 can be refunded; enter the amount to refund.');
    expect(html).toMatch(/<button type="submit"[^>]*>Refund <\/button>/);
  });

  it('refuses an empty, zero or non-numeric amount and one above what is refundable', () => {
    for (const bad of ['', '0', 'all', '-5', '10.001'])
      expect(refundAmountError(bad, 42_432), bad).toBe('Please enter the amount to refund, in rupees.');
    expect(refundAmountError('42,433', 42_432)).toBe('Refund exceeds the amount paid.');
    expect(refundAmountError('42,432', 42_432)).toBeNull();
    expect(refundAmountError('100.50', 42_432)).toBeNull();
  });
});
