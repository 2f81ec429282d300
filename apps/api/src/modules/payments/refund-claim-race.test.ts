/**
 * A pending refund sent by two nodes at the same moment (the minute's sweep on one, an admin's
 * refund or a confirmation on another) is asked of the payment provider once (issue 37): each
 * sender claims the due rows it sends, skipping rows another sender holds, so the customer's money
 * goes back once and the shop is not charged a second refund.
 *
 * A race only on PostgreSQL (`npm run test:pg -- <this file>`): the test holds writes to refunds
 * back (a SHARE lock of its own) while the first sender's claim waits on its update, then starts
 * the second and lets both go once the second has either found nothing to claim (the row is held)
 * or, without the skipped row lock, read the same row and waits on its own update. On PGlite (one
 * connection) the two senders run one after the other.
 */
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { describe, expect, it } from 'vitest';
import { countingProvider, orderInProduction } from '../../../test/admin.ts';
import { lockWaiters } from '../../../test/races.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { sendDueRefunds } from './refund-sender.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance.
const RING = 42_432;
const FIRST = 30_126;

setupShop(613);

describe('a pending refund sent by two nodes at once', () => {
  it('is asked of the provider once, and processed once', async () => {
    const { db } = t.app.database;
    const orderId = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    const [advance] = await db
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.status, 'paid')));
    const [refund] = await db
      .insert(schema.refunds)
      .values({
        orderId,
        paymentId: defined(advance, 'the advance').id,
        amountPaise: 1_000_00,
        status: 'pending',
        reason: 'The finished weight lowered the total below what was paid',
      })
      .returning();
    const refundId = defined(refund, 'the refund').id;
    const provider = countingProvider();
    const send = () =>
      sendDueRefunds(
        { database: t.app.database, payments: provider, log: t.app.log, config: t.app.config },
        [refundId],
      );

    let sent;
    if (t.app.database.kind === 'postgres') {
      const waiting = async (count: number, done: () => boolean) => {
        for (let tries = 0; tries < 400 && !done() && (await lockWaiters(t.app)) < count; tries++)
          await new Promise((r) => setTimeout(r, 25));
      };
      let first: ReturnType<typeof send> | undefined;
      let second: ReturnType<typeof send> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`lock table refunds in share mode`);
        first = send();
        await waiting(1, () => false);
        expect(await lockWaiters(t.app)).toBe(1);
        let secondDone = false;
        second = send().finally(() => {
          secondDone = true;
        });
        await waiting(2, () => secondDone);
      });
      sent = await Promise.all([first, second]);
    } else {
      sent = [await send(), await send()];
    }

    expect(provider.refunds).toHaveLength(1);
    expect(sent.flatMap((s) => s?.processed ?? [])).toEqual([refundId]);
    const [row] = await db.select().from(schema.refunds).where(eq(schema.refunds.id, refundId));
    expect(row?.status).toBe('processed');
  });
});
