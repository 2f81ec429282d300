/**
 * Migration 0025 moves plan money into the one ledger (decision 058 addendum) without losing or
 * doubling a rupee: every plan_instalments row's provider order becomes one `payments` row of kind
 * `plan_instalment`, every instalment owed back one `refunds` row, each instalment pointing at them;
 * instalment ids are kept, so the receipt vouchers' `tax_documents.plan_instalment_id` links stay.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, PGLITE_OPTIONS } from './client.ts';
import { migrationsFolder } from './migrate.ts';
import type { Schema } from './types.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const f of folders) await rm(f, { recursive: true, force: true });
});

/** A copy of the migrations whose journal stops after migration `last`. */
async function migrationsUpTo(last: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kanak-migrations-'));
  folders.push(dir);
  await cp(migrationsFolder, dir, { recursive: true });
  const journal = JSON.parse(await readFile(join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  await writeFile(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

describe('migration 0025 (plan money into payments and refunds)', () => {
  it('moves each instalment to one payment and each owed-back instalment to one refund, links kept', async () => {
    const database = createDatabase({ pglite: new PGlite(PGLITE_OPTIONS) });
    const db = database.db;
    const run = async (folder: string) => migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    try {
      await run(await migrationsUpTo(24));
      await db.execute(sql`insert into users (id, name, email, phone_number) values (1, 'Asha', 'asha@example.com', '9876543210')`);
      await db.execute(sql`insert into plans (id, name, min_monthly_paise, max_monthly_paise) values (1, 'Swarna', 100000, 5000000)`);
      await db.execute(sql`insert into plan_enrolments (id, user_id, plan_id, monthly_paise, status, enrolled_on) values (1, 1, 1, 500000, 'closed', '2026-01-05')`);
      await db.execute(sql`insert into plan_instalments
        (id, enrolment_id, provider, provider_order_id, provider_payment_id, amount_paise, status, number, paid_on, paid_at, voucher_number, refund_status, provider_refund_id, refunded_at, refund_error) values
        (1, 1, 'sandbox', 'order_a', 'pay_a', 500000, 'paid', 1, '2026-01-05', '2026-01-05T06:00:00Z', 'PRV/25-26/000001', 'processed', 'rfnd_a', '2026-03-01T06:00:00Z', null),
        (2, 1, 'sandbox', 'order_b', 'pay_b', 500000, 'paid', null, '2026-01-06', '2026-01-06T06:00:00Z', null, 'pending', null, null, 'provider down'),
        (3, 1, 'sandbox', 'order_c', 'pay_c', 500000, 'paid', 2, '2026-02-05', '2026-02-05T06:00:00Z', 'PRV/25-26/000002', null, null, null, null),
        (4, 1, 'sandbox', 'order_d', null, 500000, 'created', null, null, null, null, null, null, null, null)`);

      await run(migrationsFolder);

      const payments = (await db.execute<{ id: number; kind: string; order_id: number | null; plan_enrolment_id: number; provider_order_id: string; provider_payment_id: string | null; amount_paise: number; status: string }>(
        sql`select id, kind, order_id, plan_enrolment_id, provider_order_id, provider_payment_id, amount_paise, status from payments order by provider_order_id`,
      )).rows;
      expect(payments.map((p) => [p.kind, p.order_id, p.plan_enrolment_id, p.provider_order_id, p.provider_payment_id, Number(p.amount_paise), p.status])).toEqual([
        ['plan_instalment', null, 1, 'order_a', 'pay_a', 500000, 'paid'],
        ['plan_instalment', null, 1, 'order_b', 'pay_b', 500000, 'paid'],
        ['plan_instalment', null, 1, 'order_c', 'pay_c', 500000, 'paid'],
        ['plan_instalment', null, 1, 'order_d', null, 500000, 'created'],
      ]);
      const refunds = (await db.execute<{ id: number; payment_id: number; order_id: number | null; plan_enrolment_id: number; amount_paise: number; status: string; provider_refund_id: string | null; last_error: string | null }>(
        sql`select id, payment_id, order_id, plan_enrolment_id, amount_paise, status, provider_refund_id, last_error from refunds order by id`,
      )).rows;
      const paymentOf = new Map(payments.map((p) => [p.provider_order_id, p.id]));
      expect(refunds.map((r) => [r.payment_id, r.order_id, r.plan_enrolment_id, Number(r.amount_paise), r.status, r.provider_refund_id, r.last_error])).toEqual([
        [paymentOf.get('order_a'), null, 1, 500000, 'processed', 'rfnd_a', null],
        [paymentOf.get('order_b'), null, 1, 500000, 'pending', null, 'provider down'],
      ]);
      const instalments = (await db.execute<{ id: number; payment_id: number; refund_id: number | null; number: number | null; voucher_number: string | null }>(
        sql`select id, payment_id, refund_id, number, voucher_number from plan_instalments order by id`,
      )).rows;
      expect(instalments).toEqual([
        { id: 1, payment_id: paymentOf.get('order_a'), refund_id: refunds[0]?.id, number: 1, voucher_number: 'PRV/25-26/000001' },
        { id: 2, payment_id: paymentOf.get('order_b'), refund_id: refunds[1]?.id, number: null, voucher_number: null },
        { id: 3, payment_id: paymentOf.get('order_c'), refund_id: null, number: 2, voucher_number: 'PRV/25-26/000002' },
        { id: 4, payment_id: paymentOf.get('order_d'), refund_id: null, number: null, voucher_number: null },
      ]);
      // The ledger refuses a row that belongs to both an order and a plan, or to neither.
      await expect(db.execute(sql`insert into payments (kind, provider, provider_order_id, amount_paise) values ('advance', 'sandbox', 'order_none', 100)`)).rejects.toThrow();
      await expect(db.execute(sql`insert into payments (kind, provider, provider_order_id, amount_paise, plan_enrolment_id) values ('advance', 'sandbox', 'order_kind', 100, 1)`)).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
