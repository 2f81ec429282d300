import { z } from 'zod';
import { currentRateCardRow, type OrderItem as OrderItemRow } from '@kanak/db';
import { buybackEstimate, buybackValidUntil, errorBodySchema, idParamsSchema, ORDER_MESSAGES, paiseToRupees } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../http-error.ts';
import { findOrder, itemsOf } from './orders.repository.ts';

const tags = ['orders'];
const e = errorBodySchema;
export const BUYBACK_UNAVAILABLE = 'A buyback estimate is available for delivered orders within 5 years.';

const buybackResponseSchema = z.object({
  items: z.array(
    z.object({
      order_item_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      gold_value: z.number(),
      diamond_value: z.number(),
      gemstone_value: z.number(),
      processing_charge: z.number(),
      estimate: z.number(),
    }),
  ),
  total_estimate: z.number(),
  rates_date: z.string(),
  valid_until: z.string(),
});

/** Each line's metal and diamond weight, scaled to the finished weights when an admin recorded them. */
function lockedWeights(items: OrderItemRow[], finishedMg: number | null, finishedMct: number | null) {
  const orderedMg = items.reduce((s, i) => s + i.productSnapshot.metalWeightMg * i.quantity, 0);
  const orderedMct = items.reduce((s, i) => s + (i.productSnapshot.isDiamond ? i.productSnapshot.diamondWeightMct * i.quantity : 0), 0);
  return (snap: OrderItemRow['productSnapshot']) => ({
    metalWeightMg: finishedMg && orderedMg > 0 ? Math.round((snap.metalWeightMg * finishedMg) / orderedMg) : snap.metalWeightMg,
    diamondWeightMct: finishedMct && orderedMct > 0 ? Math.round((snap.diamondWeightMct * finishedMct) / orderedMct) : snap.diamondWeightMct,
  });
}

/**
 * GET /orders/{id}/buyback (SPEC §9 Policies): what a delivered order's pieces would fetch back
 * today, from today's rate card and each line's locked weights and options. Owner only.
 */
export const buybackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/orders/:id/buyback',
    { schema: { tags, params: idParamsSchema, response: { 200: buybackResponseSchema, 401: e, 404: e, 409: e, 503: e } } },
    async (request) => {
      const order = await findOrder(app.database.db, request.params.id, request.user!.id);
      if (!order) throw notFound(ORDER_MESSAGES.notFound);
      const validUntil = order.deliveredAt ? buybackValidUntil(order.deliveredAt) : null;
      if (order.status !== 'delivered' || !validUntil || validUntil.getTime() <= Date.now()) {
        throw new HttpError(409, BUYBACK_UNAVAILABLE);
      }
      const card = await currentRateCardRow(app.database.db);
      if (!card) throw new HttpError(503, 'Prices are being updated. Please try again shortly.');
      const rows = (await itemsOf(app.database.db, [order.id])).get(order.id) ?? [];
      const weights = lockedWeights(rows, order.finishedWeightMg, order.finishedDiamondWeightMct);
      let totalPaise = 0;
      const items = rows.map((row) => {
        const snap = row.productSnapshot;
        const value = buybackEstimate(
          { ...weights(snap), isDiamond: snap.isDiamond, stonesPaise: snap.stonesPaise, goldColour: row.goldType, karat: row.goldCarat, clarity: row.diamondClarity, quantity: row.quantity },
          { gold: card.gold, diamond: card.diamond },
        );
        totalPaise += value.netPaise;
        return {
          order_item_id: row.id,
          name: snap.name,
          quantity: row.quantity,
          gold_value: paiseToRupees(value.goldPaise),
          diamond_value: paiseToRupees(value.diamondPaise),
          gemstone_value: paiseToRupees(value.stonesPaise),
          processing_charge: paiseToRupees(value.processingPaise),
          estimate: paiseToRupees(value.netPaise),
        };
      });
      return {
        items,
        total_estimate: paiseToRupees(totalPaise),
        rates_date: card.effectiveFrom.toISOString(),
        valid_until: validUntil.toISOString(),
      };
    },
  );
};
