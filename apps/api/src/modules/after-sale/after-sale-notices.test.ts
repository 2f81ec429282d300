/**
 * What the customer is told at each step of an after-sale request (ARCHITECTURE §7), on rows as the
 * database holds them, without a database: the request named by its kind, number and order; what
 * happens next at each step; the value once inspected (never for maintenance); at completion the
 * money the request moved — refunded to the account paid from, credited to the store credit, or
 * transferred with its bank reference — or the pieces sent back; the shop's note after the news
 * when there is one; the subject naming the step; a link to the order's page.
 */
import type { AfterSaleRequestRow } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import { noticeOf } from './after-sale-notices.ts';

function request(over: Partial<AfterSaleRequestRow> = {}): AfterSaleRequestRow {
  return {
    id: 41,
    orderId: 501,
    userId: 9,
    kind: 'return',
    status: 'requested',
    itemIds: [12],
    reason: 'Manufacturing defect',
    details: '',
    media: [],
    steps: [],
    value: null,
    payoutReference: null,
    payoutPaise: null,
    completedAt: null,
    createdAt: new Date('2026-11-20T06:30:00.000Z'),
    updatedAt: new Date('2026-11-20T06:30:00.000Z'),
    ...over,
  };
}

const VALUE = {
  amountPaise: 38_450_00,
  goldPaise: 30_000_00,
  diamondPaise: 8_000_00,
  stonesPaise: 450_00,
  processingPaise: 0,
  ratesDate: '2026-11-24T04:30:00.000Z',
};

describe('each step of a request', () => {
  it('tells the customer what happens next, naming the request by its kind, number and order', () => {
    const r = request();
    expect(noticeOf(r, 'requested', null, null).body).toBe(
      'Kanak: we have received your return request #41 (order #501). We will contact you within 2 working days.',
    );
    expect(noticeOf(r, 'approved', null, null).body).toBe(
      'Kanak: your return request #41 (order #501) is approved. Please send the pieces to us as we describe in our e-mail; we collect them insured.',
    );
    expect(noticeOf(r, 'received', null, null).body).toBe(
      'Kanak: we have received the pieces of your return request #41 (order #501). We inspect them within 7-10 days.',
    );
    expect(noticeOf(r, 'rejected', null, null).body).toBe(
      'Kanak: we could not accept your return request #41 (order #501).',
    );
  });

  it('is an e-mail whose subject names the request and the step, linking the order’s page', () => {
    const n = noticeOf(request({ kind: 'buyback' }), 'approved', null, null);
    expect(n).toEqual({
      event: 'after_sale_step',
      subject: 'Kanak buyback request #41 (order #501): approved',
      body: expect.stringContaining('your buyback request #41 (order #501) is approved.'),
      link: { label: 'See your request', path: '/viewdetail/501' },
    });
  });

  it('adds the shop’s note after the news, and nothing when there is none', () => {
    expect(noticeOf(request(), 'rejected', 'The piece was resized elsewhere', null).body).toBe(
      'Kanak: we could not accept your return request #41 (order #501). Note from Kanak: The piece was resized elsewhere',
    );
    expect(noticeOf(request(), 'rejected', null, null).body).not.toContain('Note from Kanak');
  });
});

describe('the inspection', () => {
  it('tells the value found for a return, an exchange or a buyback', () => {
    for (const kind of ['return', 'exchange', 'buyback'] as const) {
      expect(noticeOf(request({ kind, value: VALUE }), 'inspected', null, null).body).toBe(
        `Kanak: we have inspected the pieces of your ${kind} request #41 (order #501); their value is ₹38,450.`,
      );
    }
  });

  it('says only that the pieces were inspected when the request has no value (maintenance)', () => {
    expect(noticeOf(request({ kind: 'maintenance' }), 'inspected', null, null).body).toBe(
      'Kanak: we have inspected the pieces of your maintenance request #41 (order #501).',
    );
  });
});

describe('the completion', () => {
  it('of a return says what is refunded, to the account paid from, and that the credit note is on the order page', () => {
    const settled = { type: 'refund' as const, amountPaise: 30_126_00, reference: null };
    expect(noticeOf(request({ kind: 'return' }), 'completed', null, settled).body).toBe(
      'Kanak: your return request #41 (order #501) is complete. We are refunding ₹30,126 to the account you paid from; a credit note is on your order page.',
    );
  });

  it('of an exchange says what is now in the store credit', () => {
    const settled = { type: 'store_credit' as const, amountPaise: 38_450_00, reference: null };
    expect(noticeOf(request({ kind: 'exchange' }), 'completed', null, settled).body).toBe(
      'Kanak: your exchange request #41 (order #501) is complete. ₹38,450 is now in your Kanak store credit.',
    );
  });

  it('of a buyback says what was transferred and the bank’s reference', () => {
    const settled = { type: 'payout' as const, amountPaise: 38_450_00, reference: 'NEFT-KNK-0313' };
    expect(noticeOf(request({ kind: 'buyback' }), 'completed', null, settled).body).toBe(
      'Kanak: your buyback request #41 (order #501) is complete. We have transferred ₹38,450 to your bank account (reference NEFT-KNK-0313).',
    );
  });

  it('of maintenance says the pieces are on their way back', () => {
    expect(noticeOf(request({ kind: 'maintenance' }), 'completed', null, null).body).toBe(
      'Kanak: your maintenance request #41 (order #501) is complete and your pieces are on their way back to you.',
    );
  });
});
