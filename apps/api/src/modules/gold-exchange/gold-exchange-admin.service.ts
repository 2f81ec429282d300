import type { GoldExchangeRow } from '@kanak/db';
import {
  formatPaise,
  goldExchangeRefusal,
  goldValue,
  gramsToMg,
  MESSAGES,
  type GoldExchangeStatus,
  type GoldExchangeStatusBody,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { audit } from '../admin/audit.repository.ts';
import type { Actor } from '../admin/audit.ts';
import { queueCustomerNotice } from '../payments/notifications.ts';
import { customerOf, findGoldExchange, listGoldExchanges, lockGoldExchange, updateGoldExchange, voucherOf } from './gold-exchange.repository.ts';
import { OLD_GOLD_LINK, withStep } from './gold-exchange-credit.ts';
import { currentBuyRates } from './gold-exchange.service.ts';
import { toGoldExchangeView } from './gold-exchange-view.ts';

/*
 * Old gold in, the shop's side (ARCHITECTURE §11, issue 39): the list, one lot, and the moves
 * requested → received → tested → valued, or rejected (returned). The credit is the customer's
 * acceptance (decision 059): the owner asking for `credited` is told so.
 */

const G = MESSAGES.goldExchange;
type Deps = Pick<ServiceDeps, 'database'>;

async function adminView(deps: Deps, row: GoldExchangeRow) {
  const { db } = deps.database;
  const voucher = row.status === 'credited' ? await voucherOf(db, row.id) : undefined;
  return { ...toGoldExchangeView(row, voucher, '/api/admin'), customer: await customerOf(db, row.userId) };
}

export async function adminGoldExchanges(deps: Deps, query: { status?: GoldExchangeStatus | undefined }) {
  const rows = await listGoldExchanges(deps.database.db, query.status);
  return {
    exchanges: await Promise.all(
      rows.map(async (r) => ({ ...toGoldExchangeView(r.exchange, r.exchange.status === 'credited' ? await voucherOf(deps.database.db, r.exchange.id) : undefined, '/api/admin'), customer: r.customer })),
    ),
  };
}

export async function adminGoldExchange(deps: Deps, id: number) {
  const row = await findGoldExchange(deps.database.db, id, null);
  if (!row) throw notFound(G.notFound);
  return { message: '', exchange: await adminView(deps, row) };
}

const customerText = (row: GoldExchangeRow, to: GoldExchangeStatus): { subject: string; body: string } => {
  const ref = `old gold request #${row.id}`;
  if (to === 'received') return { subject: 'Kanak: old gold received', body: `Kanak: we have received your ${ref}. We test it next.` };
  if (to === 'tested') return { subject: 'Kanak: old gold tested', body: `Kanak: your ${ref} has been tested: ${row.testedKarat?.toUpperCase()}, ${(row.netWeightMg ?? 0) / 1000} g of gold. The valuation follows.` };
  if (to === 'valued') {
    return { subject: 'Kanak: old gold valued', body: `Kanak: your ${ref} is valued at ${formatPaise(row.valuePaise ?? 0)}. Accept it on your Old gold page to receive it as store credit, or decline and we return your gold.` };
  }
  return { subject: 'Kanak: old gold returned', body: `Kanak: your ${ref} was not bought; we return your gold to you.` };
};

/** POST admin/gold-exchange/{id}/status: one step forward, or rejected; illegal moves are 409. */
export async function moveGoldExchange(deps: Deps, actor: Actor, id: number, body: GoldExchangeStatusBody) {
  const row = await deps.database.db.transaction(async (tx) => {
    const lot = await lockGoldExchange(tx, id, null);
    if (!lot) throw notFound(G.notFound);
    const to = body.status;
    const netWeightMg = body.net_weight_g !== undefined ? gramsToMg(body.net_weight_g) : lot.netWeightMg;
    const grossWeightMg = body.gross_weight_g !== undefined ? gramsToMg(body.gross_weight_g) : lot.grossWeightMg;
    const testedKarat = body.tested_karat ?? lot.testedKarat;
    const refusal = goldExchangeRefusal(lot.status, to, 'owner', { testedKarat, netWeightMg });
    if (refusal === 'illegal') throw new HttpError(409, G.illegal(lot.status, to));
    if (refusal === 'needsAcceptance') throw new HttpError(409, G.needsAcceptance);
    if (refusal === 'needsTest') {
      const errors: Record<string, string[]> = {};
      if (!testedKarat) errors.tested_karat = [G.karat];
      if (!netWeightMg) errors.net_weight_g = [G.weight];
      throw unprocessable(G.needsTest, errors);
    }
    if (refusal !== null) throw new HttpError(409, G[refusal]);
    if (grossWeightMg !== null && netWeightMg !== null && grossWeightMg < netWeightMg) {
      throw unprocessable(G.netAboveGross, { net_weight_g: [G.netAboveGross] });
    }
    const note = body.note?.trim() || null;
    const changes: Partial<GoldExchangeRow> = { status: to, grossWeightMg, steps: withStep(lot, to, 'owner', note) };
    if (to === 'tested') Object.assign(changes, { testedKarat, netWeightMg });
    if (to === 'valued') {
      const { rates } = await currentBuyRates(tx);
      const rate = testedKarat ? rates?.[testedKarat] : undefined;
      if (!testedKarat || !netWeightMg || !rate) throw new HttpError(409, G.noBuyRateForKarat(testedKarat?.toUpperCase() ?? 'this karat'));
      const value = goldValue(netWeightMg, rate, lot.deductionBasisPoints);
      Object.assign(changes, { ratePerGramPaise: rate, grossValuePaise: value.grossPaise, deductionPaise: value.deductionPaise, valuePaise: value.valuePaise, valuedAt: new Date() });
    }
    const moved = await updateGoldExchange(tx, lot.id, changes);
    await queueCustomerNotice(tx, lot.userId, { event: 'after_sale_step', ...customerText(moved, to), link: OLD_GOLD_LINK });
    return moved;
  });
  await audit(deps.database.db, actor, 'gold_exchange_moved', 'gold_exchange', row.id, { status: row.status });
  return { message: G.moved, exchange: await adminView(deps, row) };
}
