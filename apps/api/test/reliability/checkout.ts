/**
 * One customer's checkout as the web app runs it: POST orders → sandbox Checkout → POST
 * order-update with the signed proof. It records how far it got, so a test that kills the server
 * mid-flight knows exactly what each client was told.
 */
import type { ApiNode } from './processes.ts';
import { call, confirmAdvance, placeOrder, sandboxPay, type Customer, type PaymentProof, type Reply } from './shop-client.ts';
import { defined } from '@kanak/db/testing';

export interface CheckoutRun {
  customer: Customer;
  orderId?: number;
  providerOrderId?: string;
  /** The provider's answer after it captured the payment (what Razorpay would redeliver). */
  proof?: PaymentProof;
  confirmed: boolean;
  /** Statuses of every order-update sent (two when the customer double-clicked). */
  confirmStatuses: number[];
  /** Why the run stopped early: a dropped connection or an answer that was not the expected one. */
  failure?: string;
  ms: number;
  /** Milliseconds each step took (the last attempt at it). */
  stepMs: Partial<Record<Step, number>>;
}

type Step = 'order' | 'payment' | 'confirmation';

export interface CheckoutOptions {
  /** Send the confirmation twice at once, like a double click. */
  doubleConfirm?: boolean;
  /** Called when the provider captured the payment (the fault test counts these to pick its moment). */
  onCaptured?: () => void;
}

const describeReply = (step: string, r: Reply) => `${step} answered ${r.status}: ${JSON.stringify(r.body)}`;
const describeError = (step: string, err: unknown) => `${step} failed: ${err instanceof Error ? err.message : String(err)}`;

/** A fresh run record for a customer, or the one to carry on with after a failure. */
export const newRun = (customer: Customer): CheckoutRun => ({ customer, confirmed: false, confirmStatuses: [], ms: 0, stepMs: {} });

/**
 * Takes `run` as far as it can from where it stands: places the order if the client has none,
 * pays it if the client holds no proof, confirms it if not yet confirmed. A retry after a failure
 * is the same call on the same record, as the customer pressing the button again.
 */
export async function checkout(node: ApiNode, run: CheckoutRun, options: CheckoutOptions = {}): Promise<CheckoutRun> {
  const started = performance.now();
  const c = run.customer;
  let step: Step = 'order';
  let stepStarted = started;
  const next = (s: Step) => {
    const now = performance.now();
    run.stepMs[step] = now - stepStarted;
    step = s;
    stepStarted = now;
  };
  delete run.failure;
  try {
    if (run.orderId === undefined) {
      const placed = await placeOrder(node, c);
      if (placed.status !== 201) return fail(run, describeReply(step, placed), started);
      run.orderId = (placed.body.order as { id: number }).id;
      run.providerOrderId = (placed.body.razor_response as { id: string }).id;
    }
    next('payment');
    if (!run.proof) {
      const paid = await sandboxPay(node, c, defined(run.providerOrderId, 'run.providerOrderId'));
      // Captured before a crash cut the answer off, and counted by its webhook: nothing to pay.
      if (paid.status === 409 && (await orderStatus(node, run)) === 'in_production') return done(run, started);
      if (paid.status !== 200) return fail(run, describeReply(step, paid), started);
      run.proof = paid.body as unknown as PaymentProof;
      options.onCaptured?.();
    }
    next('confirmation');
    const sends = options.doubleConfirm ? 2 : 1;
    const replies = await Promise.all(Array.from({ length: sends }, () => confirmAdvance(node, c, defined(run.orderId, 'run.orderId'), defined(run.proof, 'run.proof'))));
    run.confirmStatuses.push(...replies.map((r) => r.status));
    const bad = replies.find((r) => r.status !== 200);
    if (bad) return fail(run, describeReply(step, bad), started);
    next('confirmation');
  } catch (err) {
    return fail(run, describeError(step, err), started);
  }
  return done(run, started);
}

async function orderStatus(node: ApiNode, run: CheckoutRun): Promise<string | undefined> {
  const detail = await call(node, `/order/${run.orderId}`, { token: run.customer.token });
  return (detail.body.order as { status?: string } | undefined)?.status;
}

function done(run: CheckoutRun, started: number): CheckoutRun {
  run.confirmed = true;
  run.ms += performance.now() - started;
  return run;
}

function fail(run: CheckoutRun, why: string, started: number): CheckoutRun {
  run.failure = why;
  run.ms += performance.now() - started;
  return run;
}

/** p-th percentile (nearest rank) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
