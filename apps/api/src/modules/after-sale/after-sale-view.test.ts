/**
 * A request as the customer and the shop read it (ARCHITECTURE §7), stated on rows as the database
 * holds them, without a database: only the pieces the request is for, each with the picture of the
 * colour ordered; amounts in rupees; the value final once the pieces were inspected, the rules' value
 * beside a lower one found; the money a completed request moved with a reference the customer can
 * quote; the steps with their notes and times, never who in the shop took them.
 */
import type { AfterSaleRequestRow, AfterSaleStep, OrderItem as OrderItemRow } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import { orderItem } from '../../../test/tax-rows.ts';
import { toAfterSaleView } from './after-sale-view.ts';

const CREATED = new Date('2026-11-20T06:30:00.000Z');
const UPDATED = new Date('2026-11-24T10:15:00.000Z');

/** An order line of piece `id` in `colour`, with the pictures its snapshot kept. */
function line(
  id: number,
  colour: OrderItemRow['goldColour'],
  pictures: { images: string[]; imagesByColour?: Record<string, string[]> },
): OrderItemRow {
  const row = orderItem({
    id,
    name: `Piece ${id}`,
    goldPaise: 1_000_00,
    makingPaise: 100_00,
    gstPaise: 33_00,
    metalWeightMg: 2000,
  });
  return {
    ...row,
    goldColour: colour,
    productSnapshot: { ...row.productSnapshot, ...pictures },
  } as OrderItemRow;
}

const step = (status: AfterSaleStep['status'], note: string | null, at: string): AfterSaleStep => ({
  status,
  note,
  at,
  by: 7,
});

function request(over: Partial<AfterSaleRequestRow> = {}): AfterSaleRequestRow {
  return {
    id: 41,
    orderId: 501,
    userId: 9,
    kind: 'exchange',
    status: 'requested',
    itemIds: [12, 14],
    reason: 'Upgrade to a bigger piece',
    details: 'The ring is too small now',
    media: [],
    steps: [step('requested', null, '2026-11-20T06:30:00.000Z')],
    value: null,
    payoutReference: null,
    payoutPaise: null,
    completedAt: null,
    createdAt: CREATED,
    updatedAt: UPDATED,
    ...over,
  };
}

const byColour = {
  rose_gold: ['/media/p/rose.webp', '/media/p/rose-2.webp'],
  white_gold: ['/media/p/white.webp'],
  yellow_gold: ['/media/p/yellow.webp'],
};
const lines = [
  line(12, 'rose_gold', { images: ['/media/p/plain.webp'], imagesByColour: byColour }),
  line(13, 'yellow_gold', { images: ['/media/p/other.webp'] }),
  line(14, 'white_gold', { images: ['/media/p/old.webp'] }),
];

describe('the pieces of a request', () => {
  it('are only those the request is for, each with the first picture of the colour ordered', () => {
    const view = toAfterSaleView(request(), lines, null);
    expect(view.items).toEqual([
      {
        order_item_id: 12,
        name: 'Piece 12',
        product_code: 'KJ-12',
        quantity: 1,
        image: '/media/p/rose.webp',
      },
      // An order locked before pictures were kept per colour shows the piece's own first picture.
      {
        order_item_id: 14,
        name: 'Piece 14',
        product_code: 'KJ-14',
        quantity: 1,
        image: '/media/p/old.webp',
      },
    ]);
  });

  it('show no picture (null) for a piece that had none', () => {
    const bare = [line(12, 'rose_gold', { images: [] })];
    expect(toAfterSaleView(request({ itemIds: [12] }), bare, null).items[0]?.image).toBeNull();
  });

  it('name the request, its order, kind, state, reason and details, and its times in ISO', () => {
    expect(toAfterSaleView(request(), lines, null)).toMatchObject({
      id: 41,
      order_id: 501,
      kind: 'exchange',
      status: 'requested',
      reason: 'Upgrade to a bigger piece',
      details: 'The ring is too small now',
      created_at: '2026-11-20T06:30:00.000Z',
      updated_at: '2026-11-24T10:15:00.000Z',
    });
  });
});

describe('the photos and the video', () => {
  const media: AfterSaleRequestRow['media'] = [
    {
      kind: 'photo',
      mime: 'image/png',
      sizeBytes: 10,
      storageKey: 'after-sale/9/a.bin',
      iv: 'iv',
      authTag: 'tag',
    },
    {
      kind: 'video',
      mime: 'video/mp4',
      sizeBytes: 20,
      storageKey: 'after-sale/9/b.bin',
      iv: 'iv',
      authTag: 'tag',
    },
  ];

  it('are linked by number under the customer’s API, never by where they are stored', () => {
    expect(toAfterSaleView(request({ media }), lines, null).media).toEqual([
      { kind: 'photo', url: '/api/after-sale/41/media/0' },
      { kind: 'video', url: '/api/after-sale/41/media/1' },
    ]);
  });

  it('are linked under the shop’s API on the shop’s screens', () => {
    expect(
      toAfterSaleView(request({ media }), lines, null, '/api/admin').media.map((m) => m.url),
    ).toEqual(['/api/admin/after-sale/41/media/0', '/api/admin/after-sale/41/media/1']);
  });
});

describe('the value', () => {
  const value = {
    amountPaise: 61_234_56,
    goldPaise: 52_000_10,
    diamondPaise: 9_500_20,
    stonesPaise: 1_200_30,
    processingPaise: 1_466_04,
    ratesDate: '2026-11-20T00:00:00.000Z',
  };

  it('is in rupees part by part, on the card of its date, and not final before inspection', () => {
    expect(toAfterSaleView(request({ value }), lines, null).value).toEqual({
      amount: 61_234.56,
      gold_value: 52_000.1,
      diamond_value: 9_500.2,
      gemstone_value: 1_200.3,
      processing_charge: 1_466.04,
      rates_date: '2026-11-20T00:00:00.000Z',
      final: false,
      rules_amount: 61_234.56,
    });
  });

  it('is final once the pieces were inspected, and stays final on the steps after', () => {
    const steps = [
      step('requested', null, 'a'),
      step('approved', null, 'b'),
      step('received', null, 'c'),
      step('inspected', null, 'd'),
      step('completed', null, 'e'),
    ];
    expect(
      toAfterSaleView(request({ value, steps, status: 'completed' }), lines, null).value?.final,
    ).toBe(true);
    expect(
      toAfterSaleView(request({ value, steps: steps.slice(0, 3), status: 'received' }), lines, null)
        .value?.final,
    ).toBe(false);
  });

  it('shows the rules’ value beside a lower one found at inspection', () => {
    const lower = { ...value, amountPaise: 50_000_00, rulesPaise: 61_234_56 };
    expect(toAfterSaleView(request({ value: lower }), lines, null).value).toMatchObject({
      amount: 50_000,
      rules_amount: 61_234.56,
    });
  });

  it('is none for maintenance, which moves no money', () => {
    expect(
      toAfterSaleView(request({ kind: 'maintenance', value: null }), lines, null).value,
    ).toBeNull();
  });
});

describe('the settlement', () => {
  it('is none until the request moved money', () => {
    expect(toAfterSaleView(request(), lines, null).settlement).toBeNull();
  });

  it('gives the amount in rupees and the bank’s reference of a payout as the shop recorded it', () => {
    expect(
      toAfterSaleView(request({ kind: 'buyback' }), lines, {
        type: 'payout',
        amountPaise: 48_000_50,
        reference: 'NEFT-KNK-0042',
      }).settlement,
    ).toEqual({
      type: 'payout',
      amount: 48_000.5,
      reference: 'NEFT-KNK-0042',
    });
  });

  it('gives store credit the reference the customer quotes (SC- and six digits), not the wallet’s row', () => {
    expect(
      toAfterSaleView(request(), lines, {
        type: 'store_credit',
        amountPaise: 61_234_56,
        reference: 'credit_42',
      }).settlement,
    ).toEqual({
      type: 'store_credit',
      amount: 61_234.56,
      reference: 'SC-000042',
    });
  });
});

describe('the steps', () => {
  it('carry each state, the shop’s note and the time, never who in the shop moved it', () => {
    const steps = [
      step('requested', null, '2026-11-20T06:30:00.000Z'),
      step('approved', 'Send it insured', '2026-11-21T09:00:00.000Z'),
    ];
    expect(toAfterSaleView(request({ steps, status: 'approved' }), lines, null).steps).toEqual([
      { status: 'requested', note: null, at: '2026-11-20T06:30:00.000Z' },
      { status: 'approved', note: 'Send it insured', at: '2026-11-21T09:00:00.000Z' },
    ]);
  });
});
