/**
 * The order ledger's repository (issue 37, the survivors of the 10:30 mutation run of
 * `ledger.repository.ts`): a plan instalment's payment is never read as an order's — the plan's money
 * has its own ledger, and counting it on an order would pay the order twice — and a settlement
 * that refunds nothing writes no refund row and answers none.
 */
import { schema } from '@kanak/db';
import { createTestDatabase, type TestDatabase } from '@kanak/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRefunds, ledgerRowsOfOrder, orderPaymentKind } from './ledger.repository.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.drop());

describe('the order ledger’s rows', () => {
  it('refuse a plan instalment’s payment read as an order’s, naming the payment', () => {
    expect(() => orderPaymentKind({ id: 41, kind: 'plan_instalment' })).toThrow(
      "payment 41 is a plan instalment's, read as an order's",
    );
    for (const kind of ['advance', 'balance', 'supplement'] as const)
      expect(orderPaymentKind({ id: 7, kind })).toBe(kind);
  });

  it('of no refunds are none, and nothing is written', async () => {
    const { db } = test.database;
    expect(await insertRefunds(db, [])).toEqual([]);
    expect(await db.select().from(schema.refunds)).toEqual([]);
  });

  it('of an order with no payment yet are empty', async () => {
    expect(await ledgerRowsOfOrder(test.database.db, 999)).toEqual({ payments: [], refunds: [] });
  });
});
