/**
 * Issue 9, reliability under a crash: the fifty-customer checkout load, with the API process
 * killed (SIGKILL, no draining) once a set number of orders exist and payments are in flight, then
 * started again on the same port and database.
 *
 * What the provider would redeliver, honestly: the sandbox keeps nothing in memory but its queue
 * of outgoing webhooks (the `payments` table is its record of provider orders), and a payment is
 * "captured" the moment its Checkout answer is made. So after the kill the provider's knowledge is
 * (a) every Checkout answer a client received, and (b) every event the server stored. Razorpay
 * redelivers an event until it is answered 2xx, under the same event id; the test therefore
 * re-posts every stored event verbatim (any of them may have been cut off before its answer) and
 * delivers, for every captured payment, each of its two events the server never stored (queued in
 * the dead process; their ids died with it, so they carry new ones, which the server cannot tell
 * apart). A Checkout answer lost in the crash whose events were lost too moved no money in the
 * sandbox, and the client simply pays again, as the web app lets it. Clients then carry on as a
 * customer would: place the order again if they never heard back, pay, confirm again.
 *
 * Afterwards the ledger must balance: every captured payment recorded once on its own order, no
 * order paid twice, no cart line in two paid orders, and every order a client got a 201 for kept.
 * The "advance received" SMS and e-mail are queued by the payment's own transaction (decision 016),
 * so every paid order has exactly its two notices, however the crash fell; what the killed node
 * had queued is sent after the restart, except rows it had claimed for sending, which wait for
 * their lease to run out (minutes) and are counted, not waited for.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxEvents } from '../../src/modules/payments/sandbox-webhooks.ts';
import { sandboxId } from '../../src/providers/payments/sandbox.ts';
import { checkout, newRun, type CheckoutRun } from './checkout.ts';
import type { ReliabilityDatabase } from './database.ts';
import { eventPaymentId, problems, readBooks } from './ledger.ts';
import type { ApiNode } from './processes.ts';
import { openShop, type Shop } from './shop.ts';
import { placeOrder, type Customer, type PaymentProof } from './shop-client.ts';
import { postWebhook, storedEvents, undeliveredEvents } from './webhooks.ts';
import { defined } from '@kanak/db/testing';

const CUSTOMERS = 50;
/** The kill comes once this many payments were captured: the rest are being placed, paid or confirmed. */
const KILL_AFTER_PAYMENTS = 12;
/** Customers arrive this far apart, so the crash finds them at every step of the checkout. */
const ARRIVAL_MS = 40;

let shop: Shop | undefined;
let rel: ReliabilityDatabase;
let node: ApiNode;
let customers: Customer[];

beforeAll(async () => {
  shop = await openShop(CUSTOMERS + 1);
  ({ rel, node, customers } = shop);
});

afterAll(() => shop?.close());

const proofsOf = (runs: CheckoutRun[]) => runs.flatMap((r) => (r.proof ? [r.proof] : []));

describe('a crash in the middle of fifty checkouts', () => {
  it('loses nothing and doubles nothing once the server is back and the webhooks are replayed', async () => {
    const load = customers.slice(0, CUSTOMERS);
    let captured = 0;
    let killed: Promise<void> | undefined;
    const onCaptured = () => {
      captured += 1;
      if (captured === KILL_AFTER_PAYMENTS) killed = node.kill();
    };
    const runs = await Promise.all(
      load.map(async (c, i) => {
        await sleep(i * ARRIVAL_MS);
        return checkout(node, newRun(c), { onCaptured });
      }),
    );
    await killed;
    const interrupted = runs.filter((r) => r.failure);
    const steps = interrupted.map((r) => defined(r.failure, 'r.failure').split(' ')[0]);
    console.log(
      `fault: SIGKILL after ${KILL_AFTER_PAYMENTS} captured payments; clients held ${runs.filter((r) => r.orderId).length} orders, ` +
        `${proofsOf(runs).length} captured payments, ${runs.filter((r) => r.confirmed).length} confirmations; interrupted at ` +
        ['order', 'payment', 'confirmation'].map((s) => `${s}: ${steps.filter((x) => x === s).length}`).join(', '),
    );
    expect(killed).toBeDefined();
    expect(interrupted.length).toBeGreaterThan(0);

    await node.restart();

    // Nothing lost: every order a client was told about exists, and every confirmed one is paid.
    const afterCrash = await readBooks(rel.database);
    const statusOf = new Map(afterCrash.orders.map((o) => [o.id, o.status]));
    expect(runs.filter((r) => r.orderId !== undefined && !statusOf.has(r.orderId)).map((r) => r.orderId)).toEqual([]);
    expect(runs.filter((r) => r.confirmed).map((r) => statusOf.get(defined(r.orderId, 'r.orderId')))).toEqual(runs.filter((r) => r.confirmed).map(() => 'in_production'));

    // The provider redelivers: stored events are duplicates, the lost ones are applied.
    const firstOf = new Map(load.map((c) => [c.n, c.first * 100]));
    const amountOf = (proof: PaymentProof) => defined(firstOf.get(defined(runs.find((r) => r.proof === proof), 'the run of this proof').customer.n), 'the advance of this customer');
    // A stored event whose payment is still uncounted was cut off between its two transactions.
    const paidIds = new Set(afterCrash.payments.filter((p) => p.status === 'paid').map((p) => p.providerPaymentId));
    const stored = storedEvents(afterCrash);
    const replayed = await Promise.all(stored.map((e) => postWebhook(node, e)));
    expect(replayed.filter((r) => r.status !== 200)).toEqual([]);
    const answers = afterCrash.events.map((e, i) => ({ paymentId: defined(eventPaymentId(e), 'eventPaymentId(e)'), status: defined(replayed[i], 'replayed[i]').body.status }));
    expect(answers.filter((a) => paidIds.has(a.paymentId) && a.status !== 'duplicate')).toEqual([]);
    // Both events of a cut-off payment may have been stored: replayed side by side, one applies it
    // and the other, arriving a moment later, may already find it counted.
    const cutOff = [...new Set(answers.filter((a) => !paidIds.has(a.paymentId)).map((a) => a.paymentId))];
    expect(cutOff.filter((id) => !answers.some((a) => a.paymentId === id && a.status === 'processed'))).toEqual([]);
    console.log(`fault: replayed ${stored.length} stored events; payments cut off before they were applied: ${cutOff.length}`);
    const redelivered = await Promise.all(undeliveredEvents(afterCrash, proofsOf(runs), amountOf).map((e) => postWebhook(node, e)));
    expect(redelivered.filter((r) => r.status !== 200)).toEqual([]);

    // The customers carry on from where each stood, as they would after an error on screen.
    await Promise.all(runs.filter((r) => !r.confirmed).map((r) => checkout(node, r)));
    expect(runs.flatMap((r) => (r.failure ? [`customer ${r.customer.n}: ${r.failure}`] : []))).toEqual([]);

    // The payments made after the restart are reported by the sandbox's webhooks in the background.
    await vi.waitFor(
      async () => {
        const books = await readBooks(rel.database);
        const stored = new Set(books.events.map(eventPaymentId));
        expect(proofsOf(runs).filter((p) => !stored.has(p.razorpay_payment_id))).toEqual([]);
        expect(problems(books, runs, proofsOf(runs), { notices: 'sent or claimed' })).toEqual([]);
      },
      { timeout: 30_000, interval: 250 },
    );
    const held = (await readBooks(rel.database)).messages.filter((m) => m.status !== 'sent');
    console.log(`fault: ${held.length} queued messages held by the killed node's claims until their lease runs out, none lost`);
  });

  it('applies an event a node stored but died before applying, when the provider redelivers it', async () => {
    const c = defined(customers[CUSTOMERS], 'customers[CUSTOMERS]');
    const placed = await placeOrder(node, c);
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as { id: number }).id;
    const providerOrderId = (placed.body.razor_response as { id: string }).id;
    const [captured] = sandboxEvents(providerOrderId, sandboxId('pay_sbx_'), c.first * 100);
    // What the dead node left behind: the event recorded as received, the payment not yet counted.
    await rel.database.db.insert(schema.webhookEvents).values({ id: String(defined(captured, 'captured').id), provider: 'sandbox', type: 'payment.captured', payload: defined(captured, 'captured') });

    const res = await postWebhook(node, defined(captured, 'captured'));
    expect(res.status).toBe(200);
    const [order] = await rel.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order?.status).toBe('in_production');
  });
});
