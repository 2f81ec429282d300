import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryByFor } from './holidays.service.ts';

/** SPEC §1: the shop is open 10am to 6pm, all days. */
export const SHOP_HOURS = {
  opens: '10:00',
  closes: '18:00',
  days: 'all',
  display: '10am to 6pm, all days',
} as const;

export const settingsResponseSchema = z.object({
  /** PAN is asked for above this order total in rupees (ARCHITECTURE §4: one configured figure). */
  pan_required_above: z.number().int().positive(),
  shop_hours: z.object({
    opens: z.string(),
    closes: z.string(),
    days: z.string(),
    display: z.string(),
  }),
  /** 'YYYY-MM-DD': the delivery date promised for an advance paid now (15 working days on). */
  delivery_by: z.string(),
  /** The seller's GST identity (ARCHITECTURE §7): pages tell CGST + SGST (same state) from IGST. */
  gst: z.object({ gstin: z.string(), state: z.string(), state_code: z.string(), legal_name: z.string() }),
});

/** Shop settings that pages print, so the terms and the checkout read the same figures. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { schema: { tags: ['settings'], response: { 200: settingsResponseSchema } } },
    async (_request, reply) => {
      // delivery_by moves at India midnight and when the holiday list changes: a cached copy is
      // at most a minute behind either.
      reply.header('Cache-Control', 'public, max-age=60');
      return {
        pan_required_above: app.config.panRequiredAbove,
        shop_hours: SHOP_HOURS,
        delivery_by: await deliveryByFor(app, new Date()),
        gst: { gstin: app.config.shop.gstin, state: app.config.shop.state, state_code: app.config.shop.stateCode, legal_name: app.config.shop.legalName },
      };
    },
  );
};
