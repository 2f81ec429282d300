import { fineGoldMg, gramsToMg, mgToGrams, MESSAGES, WORKSHOP_KARATS, type MetalEntry, type MetalPurchaseRequest, type MetalResponse } from '@kanak/domain';
import type { MetalEntryRow } from '@kanak/db';
import type { ServiceDeps } from '../../service-deps.ts';
import { insertMetalEntries, latestMetalEntries, stockByKarat } from './metal.repository.ts';

type Deps = Pick<ServiceDeps, 'database'>;

export function metalEntryView(row: MetalEntryRow, orderId: number | null = null): MetalEntry {
  return {
    id: row.id,
    kind: row.kind,
    karat: row.karat,
    weight_g: mgToGrams(row.weightMg),
    fine_mg: row.fineMg,
    from: row.fromPlace,
    to: row.toPlace,
    karigar_id: row.karigarId,
    job_id: row.jobId,
    order_id: orderId,
    after_sale_request_id: row.afterSaleRequestId,
    rate: row.ratePaise === null ? null : row.ratePaise / 100,
    supplier: row.supplier,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** POST admin/metal/purchases: metal bought from a supplier goes into stock. */
export async function recordPurchase(deps: Deps, adminId: number, body: MetalPurchaseRequest) {
  const weightMg = gramsToMg(body.weight_g);
  const [row] = await insertMetalEntries(deps.database.db, [
    {
      kind: 'purchase',
      karat: body.karat,
      weightMg,
      fineMg: fineGoldMg(weightMg, body.karat),
      fromPlace: 'supplier',
      toPlace: 'stock',
      ratePaise: Math.round(body.rate * 100),
      supplier: body.supplier,
      createdBy: adminId,
    },
  ]);
  if (!row) throw new Error('insert into metal_entries returned no row');
  return { message: MESSAGES.admin.saved, entry: metalEntryView(row) };
}

/**
 * GET admin/metal: stock per karat (its weight and the fine gold that weight holds) and in fine
 * gold over all karats, with the latest movements.
 */
export async function metalOverview(deps: Deps): Promise<MetalResponse> {
  const db = deps.database.db;
  const [stock, rows] = await Promise.all([stockByKarat(db), latestMetalEntries(db)]);
  const byKarat = WORKSHOP_KARATS.map((karat) => {
    const mg = stock.get(karat) ?? 0;
    return { karat, weight_g: mgToGrams(mg), fine_mg: fineGoldMg(mg, karat) };
  });
  return { stock: { by_karat: byKarat, fine_mg: byKarat.reduce((s, k) => s + k.fine_mg, 0) }, movements: rows.map((r) => metalEntryView(r.entry, r.orderId)) };
}
