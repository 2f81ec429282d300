/**
 * A business purchase is billed to the buyer the GSTIN belongs to (ARCHITECTURE §9 "Bill to and
 * ship to"): POST orders takes buyer_legal_name and billing_address beside gstin, all three
 * together, each missing one named in a 422 the customer can act on; the order keeps them.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { ORDER_MESSAGES } from '@kanak/domain';
import { describe, expect, it } from 'vitest';
import { addCartLine, placeOrder, type OrderInput } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

const GSTIN = '27AAPFU0939F1ZV';
setupShop(171);

let ringSize = 6;
async function order(extra: Partial<OrderInput>) {
  const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ });
  return placeOrder(t.app, asha, { cartIds: [line], addressId: address, total: 42_432, first: 30_126, ...extra });
}

describe('bill to: a business buyer with the GSTIN', () => {
  it('refuses a GSTIN without the legal name or the billing address, naming each', async () => {
    const noName = await order({ gstin: GSTIN, buyerLegalName: null });
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toMatchObject({ message: ORDER_MESSAGES.buyerLegalNameRequired, errors: { buyer_legal_name: [ORDER_MESSAGES.buyerLegalNameRequired] } });

    const noAddress = await order({ gstin: GSTIN, billingAddress: '   ' });
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json()).toMatchObject({ message: ORDER_MESSAGES.billingAddressRequired, errors: { billing_address: [ORDER_MESSAGES.billingAddressRequired] } });
  });

  it('refuses a legal name or billing address without the GSTIN they belong to', async () => {
    const res = await order({ buyerLegalName: 'Umang Ornaments LLP', billingAddress: 'Opera House, Mumbai' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: ORDER_MESSAGES.businessWithoutGstin, errors: { gstin: [ORDER_MESSAGES.businessWithoutGstin] } });
  });

  it('keeps the legal name and billing address with the GSTIN on the order', async () => {
    const res = await order({ gstin: GSTIN, buyerLegalName: '  Umang Ornaments LLP ', billingAddress: '401 Panchratna, Opera House\nMumbai 400004' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().order.id as number));
    expect(row).toMatchObject({ buyerGstin: GSTIN, buyerLegalName: 'Umang Ornaments LLP', billingAddress: '401 Panchratna, Opera House\nMumbai 400004' });
  });
});
