import type { GoldExchangeRow, GoldExchangeStep, Tx } from '@kanak/db';
import { formatPaise, type GoldExchangeStatus } from '@kanak/domain';
import { queueCustomerNotice } from '../payments/notifications.ts';
import type { Shop } from '../tax/tax-snapshot.ts';
import { insertWalletEntry } from '../wallet/wallet.repository.ts';
import { metalFromCustomer } from '../workshop/order-metal.ts';
import { updateGoldExchange } from './gold-exchange.repository.ts';
import { issueOldGoldVoucher } from './gold-exchange-voucher.ts';

/** Where a notice sends the customer: their old gold page. */
export const OLD_GOLD_LINK = { label: 'Your old gold', path: '/gold-exchange' };

/** The lot's steps with one more. */
export const withStep = (row: GoldExchangeRow, status: GoldExchangeStatus, by: GoldExchangeStep['by'], note: string | null): GoldExchangeStep[] => [
  ...row.steps,
  { status, at: new Date().toISOString(), note, by },
];

/**
 * The customer accepted a valued lot (decision 059), in the transaction that holds the lot's row
 * lock: its value becomes store credit (one `old_gold_credit` wallet entry, unique per lot), the
 * purchase voucher is issued with that entry as the payout's reference, and the gold enters stock
 * in the gold ledger at its tested karat and net weight. The caller checked the move.
 */
export async function creditLot(tx: Tx, shop: Shop, lot: GoldExchangeRow): Promise<GoldExchangeRow> {
  if (lot.valuePaise === null || lot.testedKarat === null || lot.netWeightMg === null) throw new Error(`gold exchange ${lot.id} is not valued`);
  const now = new Date();
  const entry = await insertWalletEntry(tx, {
    userId: lot.userId,
    kind: 'old_gold_credit',
    amountPaise: lot.valuePaise,
    reason: `Old gold bought by the shop (request #${lot.id})`,
    goldExchangeId: lot.id,
  });
  const credited = await updateGoldExchange(tx, lot.id, {
    status: 'credited',
    acceptedAt: now,
    creditedAt: now,
    steps: withStep(lot, 'credited', 'customer', `Valuation accepted: ${formatPaise(lot.valuePaise)} added to the wallet`),
  });
  const voucher = await issueOldGoldVoucher(tx, shop, credited, `credit_${entry.id}`);
  await metalFromCustomer(tx, { kind: 'outside', karat: lot.testedKarat, weightMg: lot.netWeightMg, note: `Old gold, request #${lot.id} (${voucher.number})`, createdBy: null });
  await queueCustomerNotice(tx, lot.userId, {
    event: 'store_credit',
    link: OLD_GOLD_LINK,
    subject: 'Kanak: old gold credited',
    body: `Kanak: ${formatPaise(lot.valuePaise)} for your old gold (request #${lot.id}) is now store credit in your wallet. Purchase voucher ${voucher.number}.`,
  });
  return credited;
}
