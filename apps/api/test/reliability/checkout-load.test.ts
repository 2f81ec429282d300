/**
 * Issue 9, reliability: fifty customers check out at the same moment against a real API process
 * on PostgreSQL, with the sandbox provider confirming each payment twice more by webhook
 * (payment.captured and order.paid) while the browser's own confirmation races them. Every
 * fifth customer double-clicks, sending the confirmation twice at once. Afterwards the books are
 * read straight from the database (ledger.ts): each order paid exactly once, each cart line in
 * exactly one order, no payment without its order, the customer told once. Then a few more
 * customers press "Place order" twice at once: only one of the two orders may stay payable.
 */
import { inArray } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkout, newRun, percentile, type CheckoutRun } from './checkout.ts';
import type { ReliabilityDatabase } from './database.ts';
import { problems, readBooks, eventPaymentId } from './ledger.ts';
import type { ApiNode } from './processes.ts';
import { openShop, type Shop } from './shop.ts';
import { placeOrder, type Customer } from './shop-client.ts';
import { defined } from '@kanak/db/testing';

const CUSTOMERS = 50;
/** Customers beyond the fifty, for the double-clicked "Place order". */
const DOUBLE_PLACERS = 3;

let shop: Shop | undefined;
let rel: ReliabilityDatabase;
let node: ApiNode;
let customers: Customer[];

beforeAll(async () => {
  shop = await openShop(CUSTOMERS + DOUBLE_PLACERS);
  ({ rel, node, customers } = shop);
});

afterAll(() => shop?.close());

describe('fifty customers checking out at once', () => {
  it('pays every order exactly once and puts every cart line in exactly one order', async () => {
    const started = performance.now();
    const runs: CheckoutRun[] = await Promise.all(
      customers.slice(0, CUSTOMERS).map((c, i) => checkout(node, newRun(c), { doubleConfirm: i % 5 === 0 })),
    );
    const seconds = (performance.now() - started) / 1000;
    const times = runs.map((r) => r.ms);
    console.log(
      `checkout load: ${CUSTOMERS} checkouts in ${seconds.toFixed(2)} s = ${(CUSTOMERS / seconds).toFixed(1)} orders/s; ` +
        `checkout (order + payment + confirmation) p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms; ` +
        (['order', 'payment', 'confirmation'] as const)
          .map((step) => {
            const ms = runs.map((r) => r.stepMs[step] ?? 0);
            return `${step} p50 ${percentile(ms, 50).toFixed(0)} / p99 ${percentile(ms, 99).toFixed(0)} ms`;
          })
          .join(', '),
    );

    expect(runs.flatMap((r) => (r.failure ? [`customer ${r.customer.n}: ${r.failure}`] : []))).toEqual([]);
    // The double click: both confirmations succeed, and the ledger below shows one payment counted.
    const doubled = runs.filter((_, i) => i % 5 === 0);
    expect(doubled.map((r) => r.confirmStatuses)).toEqual(doubled.map(() => [200, 200]));

    // The sandbox delivers its two webhooks per payment in the background, like Razorpay; the
    // books must balance once they are all in (each is stored before it is applied).
    const books = await vi.waitFor(
      async () => {
        const read = await readBooks(rel.database);
        expect(read.events).toHaveLength(2 * CUSTOMERS);
        expect(problems(read, runs, runs.map((r) => defined(r.proof, 'r.proof')))).toEqual([]);
        return read;
      },
      { timeout: 30_000, interval: 250 },
    );

    // One provider order per order and nothing else: no orphan or unpaid payment rows.
    expect(books.orders).toHaveLength(CUSTOMERS);
    expect(books.payments).toHaveLength(CUSTOMERS);
    expect(books.payments.filter((p) => p.status !== 'paid')).toEqual([]);
    // Each payment was reported once as captured and once as its order paid.
    for (const r of runs) {
      const events = books.events.filter((e) => eventPaymentId(e) === defined(r.proof, 'r.proof').razorpay_payment_id).map((e) => e.type);
      expect(events.sort()).toEqual(['order.paid', 'payment.captured']);
    }
  });

  it('keeps one payable order per cart line when Place order is pressed twice at once', async () => {
    const runs = await Promise.all(
      customers.slice(CUSTOMERS).map(async (c) => {
        const both = await Promise.all([placeOrder(node, c), placeOrder(node, c)]);
        expect(both.map((r) => r.status)).toEqual([201, 201]);
        const ids = both.map((r) => (r.body.order as { id: number }).id);
        // The second press resumed the order the first placed (decision 043): one order, one provider order.
        expect(new Set(ids).size).toBe(1);
        expect(new Set(both.map((r) => (r.body.razor_response as { id: string }).id)).size).toBe(1);
        const rows = await rel.database.db.select().from(schema.orders).where(inArray(schema.orders.id, ids));
        expect(rows.map((o) => o.status)).toEqual(['pending_advance']);
        const live = defined(rows[0], 'the pending_advance order');
        const reply = defined(both[0], 'the reply');
        const run = { ...newRun(c), orderId: live.id, providerOrderId: (reply.body.razor_response as { id: string }).id };
        return checkout(node, run);
      }),
    );
    expect(runs.flatMap((r) => (r.failure ? [r.failure] : []))).toEqual([]);
    await vi.waitFor(
      async () => {
        const books = await readBooks(rel.database);
        const stored = new Set(books.events.map(eventPaymentId));
        expect(runs.filter((r) => !stored.has(defined(r.proof, 'r.proof').razorpay_payment_id))).toEqual([]);
        expect(problems(books, runs, runs.map((r) => defined(r.proof, 'r.proof')))).toEqual([]);
      },
      { timeout: 30_000, interval: 250 },
    );
  });
});
