/** Order states and the one transition table (ARCHITECTURE §4, after Vendure's order process). */
export const ORDER_STATUSES = [
  'pending_advance',
  'in_production',
  'balance_paid',
  'dispatched',
  'delivered',
  /** Every piece came back by a completed return or exchange: the sale is reversed by credit notes. */
  'returned',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PRODUCTION_STAGES = ['designing', 'cad', 'manufacturing', 'setting', 'final'] as const;
export type ProductionStage = (typeof PRODUCTION_STAGES)[number];

/** The home page's 'Product Creation' steps (SPEC §2), in stage order. */
export const PRODUCTION_STAGE_LABELS: Record<ProductionStage, string> = {
  designing: 'Designing',
  cad: 'CAD',
  manufacturing: 'Manufacturing',
  setting: 'Setting',
  final: 'Final jewellery',
};

export type Actor = 'customer' | 'admin' | 'system';

const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly Actor[]>>> = {
  pending_advance: {
    in_production: ['system'],
    cancelled: ['customer', 'admin'],
    expired: ['system'],
  },
  in_production: { balance_paid: ['system'], cancelled: ['customer', 'admin'] },
  balance_paid: { dispatched: ['admin'], cancelled: ['admin'] },
  dispatched: { delivered: ['admin'], cancelled: ['admin'] },
  delivered: { returned: ['admin'] },
  returned: {},
  cancelled: {},
  expired: {},
};

export function canTransition(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** Unpaid orders expire after this long (ARCHITECTURE §4). */
export const PENDING_ADVANCE_TTL_MS = 24 * 60 * 60 * 1000;
