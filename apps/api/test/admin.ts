import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import type { App } from '../src/app.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import type { PaymentProvider } from '../src/providers/payments/provider.ts';
import { sandboxProvider } from '../src/providers/payments/sandbox.ts';
import { addCartLine, checkoutSignature, orderUpdate, placeOrder } from './orders.ts';

export const ADMIN_PASSWORD = 'Admin@Kanak2024';

/** An admin account (as server start creates from ADMIN_EMAIL) signed in; returns its token. */
export async function adminToken(app: App, email = 'admin@kanak.test'): Promise<string> {
  await app.database.db.insert(schema.users).values({
    name: 'Administrator',
    email,
    phoneNumber: '0000000001',
    passwordHash: await hashPassword(ADMIN_PASSWORD),
    role: 'admin',
    emailVerifiedAt: new Date(),
  });
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: ADMIN_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`admin login answered ${res.statusCode}: ${res.body}`);
  return res.json().access_token as string;
}

/** The sandbox provider, counting the refunds it is asked for. */
export function countingProvider(): PaymentProvider & { refunds: { paymentId: string; amountPaise: number; receipt: string }[] } {
  const inner = sandboxProvider({ keyId: 'rzp_test_sandbox', keySecret: 'sandbox_secret', webhookSecret: 'sandbox_webhook_secret' });
  const refunds: { paymentId: string; amountPaise: number; receipt: string }[] = [];
  return {
    ...inner,
    refunds,
    async refund(input) {
      refunds.push(input);
      return inner.refund(input);
    },
  };
}

/**
 * Orders made so far on each app (one a test file): each takes the next ring size, so two lines of one
 * customer never collide. Per app, not per module: test files share this module in a worker.
 */
const ordersMade = new WeakMap<App, number>();
function nextOrder(app: App): number {
  const n = ordersMade.get(app) ?? 0;
  ordersMade.set(app, n + 1);
  return n;
}

/** An order for one cart line with its advance paid: in production, designing. */
export async function orderInProduction(
  app: App,
  token: string,
  o: { userId: number; productId: number; addressId: number; total: number; first: number; gstin?: string },
): Promise<number> {
  const line = await addCartLine(app, o.userId, o.productId, { ringSize: 6 + (nextOrder(app) % 19) });
  const placed = await placeOrder(app, token, { cartIds: [line], addressId: o.addressId, total: o.total, first: o.first, ...(o.gstin ? { gstin: o.gstin } : {}) });
  if (placed.statusCode !== 201) throw new Error(`order answered ${placed.statusCode}: ${placed.body}`);
  const orderId = placed.json().order.id as number;
  const providerOrderId = placed.json().razor_response.id as string;
  const paymentId = `pay_adv_${orderId}`;
  const paid = await orderUpdate(app, token, orderId, {
    first_payment_transaction_id: paymentId,
    razorpay_order_id: providerOrderId,
    razorpay_signature: checkoutSignature(providerOrderId, paymentId),
  });
  if (paid.statusCode !== 200) throw new Error(`advance answered ${paid.statusCode}: ${paid.body}`);
  return orderId;
}

/** Pays the balance of an order in production, as the customer's browser would. */
export async function payBalance(app: App, token: string, orderId: number): Promise<void> {
  const started = await app.inject({ method: 'POST', url: `/api/orders/${orderId}/balance-payment`, headers: { authorization: `Bearer ${token}` } });
  const providerOrderId = started.json().razor_response.id as string;
  const paymentId = `pay_bal_${orderId}`;
  const res = await orderUpdate(app, token, orderId, {
    second_payment_transaction_id: paymentId,
    razorpay_order_id: providerOrderId,
    razorpay_signature: checkoutSignature(providerOrderId, paymentId),
  });
  if (res.statusCode !== 200) throw new Error(`balance answered ${res.statusCode}: ${res.body}`);
}

/** Every message the outbox holds for a phone number or e-mail address. */
/** Exchange credit of `rupees` in a customer's wallet (spendable, like a completed exchange's). */
export async function grantCredit(app: App, userId: number, rupees: number): Promise<void> {
  await app.database.db.insert(schema.walletEntries).values({ userId, kind: 'exchange_credit', amountPaise: rupees * 100, reason: 'Exchange credit (test grant)' });
}

export async function outboxFor(app: App, to: string) {
  return app.database.db.select().from(schema.messageOutbox).where(eq(schema.messageOutbox.to, to));
}
