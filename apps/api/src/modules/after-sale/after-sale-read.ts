import type { AfterSaleRequestRow } from '@kanak/db';
import type { ServiceDeps } from '../../service-deps.ts';
import { itemsOf } from '../orders/orders.repository.ts';
import { exchangeCreditOf } from '../wallet/wallet.repository.ts';
import { refundsOfRequests } from './after-sale.repository.ts';
import { toAfterSaleView, type Settled } from './after-sale-view.ts';

/** The money each completed request moved, from the refunds, the wallet and the payout recorded. */
async function settlementsOf(db: ServiceDeps['database']['db'], rows: AfterSaleRequestRow[]): Promise<Map<number, Settled>> {
  const out = new Map<number, Settled>();
  const refunds = await refundsOfRequests(db, rows.filter((r) => r.kind === 'return').map((r) => r.id));
  for (const row of rows) {
    if (row.status !== 'completed') continue;
    if (row.kind === 'return') {
      const own = refunds.filter((r) => r.afterSaleRequestId === row.id);
      const refs = own.map((r) => r.providerRefundId).filter((v): v is string => v !== null);
      out.set(row.id, { type: 'refund', amountPaise: own.reduce((s, r) => s + r.amountPaise, 0), reference: refs.length > 0 ? refs.join(', ') : null });
    } else if (row.kind === 'exchange') {
      const credit = await exchangeCreditOf(db, row.id);
      out.set(row.id, { type: 'store_credit', amountPaise: credit?.amountPaise ?? 0, reference: credit ? `credit_${credit.id}` : null });
    } else if (row.kind === 'buyback') {
      out.set(row.id, { type: 'payout', amountPaise: row.payoutPaise ?? 0, reference: row.payoutReference });
    }
  }
  return out;
}

export async function viewsOf(db: ServiceDeps['database']['db'], rows: AfterSaleRequestRow[], apiBase = '/api') {
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const items = await itemsOf(db, orderIds);
  const settled = await settlementsOf(db, rows);
  return rows.map((r) => toAfterSaleView(r, items.get(r.orderId) ?? [], settled.get(r.id) ?? null, apiBase));
}
