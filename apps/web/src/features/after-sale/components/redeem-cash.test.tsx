import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WalletResponse } from '@kanak/domain/contract/after-sale';
import { RedeemCash, redeemWaitText } from './redeem-cash';

const wallet = (w: Partial<WalletResponse>): WalletResponse => ({ balance: 0, redeemable: 0, next_redeemable_at: null, entries: [], payouts: [], ...w });
const button = (w: WalletResponse) => /<button[^>]*>[^<]*<\/button>/.exec(renderToStaticMarkup(<RedeemCash wallet={w} busy={false} onRedeem={() => undefined} />))?.[0] ?? '';

describe('redeeming store credit for cash', () => {
  it('looks disabled while nothing is redeemable, and says why and from when', () => {
    const young = wallet({ balance: 20_500, next_redeemable_at: '2027-02-23T06:00:00.000Z' });
    const html = renderToStaticMarkup(<RedeemCash wallet={young} busy={false} onRedeem={() => undefined} />);
    expect(button(young)).toContain('disabled=""');
    expect(button(young)).toContain('disabled:bg-sand');
    expect(button(young)).toContain('aria-describedby="redeem-wait"');
    expect(html).toContain('Available from 23 Feb 2027, 3 months after your credit was granted.');
    expect(redeemWaitText(wallet({}))).toBe('Nothing to redeem: your store credit balance is ₹0.');
  });

  it('offers the redeemable amount once it is there, with no reason to wait', () => {
    const ready = wallet({ balance: 20_500, redeemable: 20_500 });
    expect(button(ready)).not.toContain('disabled=""');
    expect(button(ready)).toContain('Redeem ₹20,500 for cash');
    expect(redeemWaitText(ready)).toBeNull();
  });
});
