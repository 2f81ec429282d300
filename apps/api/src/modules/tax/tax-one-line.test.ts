/**
 * A newline in an address prints no line of its own (issue 35 item 7): the address book refuses
 * control characters in names and areas with a clear 422, and, in depth, every snapshot text of a
 * tax document and every register cell is one line even for an address saved before the rule.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { MESSAGES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { deliveredOrder, one, storedDocuments } from '../../../test/tax.ts';

setupShop(87);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const FAKE = 'Asha Rao\nGSTIN: 29AAGCB7383J1Z4';
const home = { recipient_name: 'Asha Rao', landmark: 'Near the lake', mobile: '9876543210', pincode: '560001', state: 'Karnataka', area: 'Indiranagar', address: '12 MG Road' };
const save = (body: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/addresses', headers: { authorization: `Bearer ${asha}` }, payload: body });

describe('the address book', () => {
  it('refuses a newline or control character in a name, area or landmark with a 422 that says so', async () => {
    for (const [field, value] of [['recipient_name', FAKE], ['area', 'Indiranagar\r\nGSTIN 29AAGCB7383J1Z4'], ['landmark', 'Lake\u0007'], ['recipient_name', 'Asha\u2028Rao']] as const) {
      const res = await save({ ...home, [field]: value });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(res.json().errors[field]).toEqual([MESSAGES.address.oneLine]);
    }
  });

  it('keeps a street address typed on two lines, on one line', async () => {
    const res = await save({ ...home, address: '12 MG Road\r\n  Second Cross\n' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().address.address).toBe('12 MG Road, Second Cross');
  });
});

describe('documents of an address saved before the rule', () => {
  it('print the name and address on one line each, and the register has one line per document', async () => {
    const [row] = await t.app.database.db
      .insert(schema.addresses)
      .values({ userId: ashaId, recipientName: FAKE, landmark: 'Lake\rSide', mobile: '9876543210', pincode: '560001', state: 'Karnataka', area: 'Indiranagar\nGSTIN: 29AAGCB7383J1Z4', address: '12 MG Road' })
      .returning({ id: schema.addresses.id });
    const { orderId } = await deliveredOrder(t.app, asha, admin, { userId: ashaId, productIds: [ids.noor], addressId: row?.id ?? 0 });
    const [order] = await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order?.addressSnapshot.recipient_name).toBe(FAKE);

    const docs = await storedDocuments(t.app, orderId);
    for (const doc of docs) {
      const r = doc.snapshot.recipient;
      for (const text of [r.name, ...r.address]) expect(text, doc.number).not.toMatch(/[\n\r]/);
      expect(r.name).toBe('Asha Rao GSTIN: 29AAGCB7383J1Z4');
      expect(r.gstin).toBeNull();
    }
    expect(one(docs, 'tax_invoice').snapshot.recipient.address).toContain('Indiranagar GSTIN: 29AAGCB7383J1Z4');

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const csv = await t.app.inject({ method: 'GET', url: `/api/admin/gst/register?from=${today}&to=${today}`, headers: { authorization: `Bearer ${admin}` } });
    const lines = csv.body.trim().split(/\r\n|\n|\r/);
    expect(lines).toHaveLength((await t.app.database.db.select().from(schema.taxDocuments)).length + 1);
    expect(lines.filter((l) => l.includes('29AAGCB7383J1Z4')).every((l) => l.includes(',Asha Rao GSTIN: 29AAGCB7383J1Z4,'))).toBe(true);

    // A snapshot frozen with the newline (as before the rule) still prints it on one line.
    const invoice = one(docs, 'tax_invoice');
    const frozen = { ...invoice.snapshot, recipient: { ...invoice.snapshot.recipient, name: FAKE, address: ['Indiranagar\nGSTIN: 29AAGCB7383J1Z4'] } };
    await t.app.database.db.update(schema.taxDocuments).set({ snapshot: frozen }).where(eq(schema.taxDocuments.id, invoice.id));
    const pdf = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/tax-documents/${invoice.id}/pdf`, headers: { authorization: `Bearer ${admin}` } });
    expect(pdf.statusCode).toBe(200);
    // Each text run is one printed line: no line of the PDF starts with the fake GSTIN's label.
    const pages = await getDocument({ data: new Uint8Array(pdf.rawPayload) }).promise;
    const runs = (await (await pages.getPage(1)).getTextContent()).items.map((i: object) => ('str' in i ? String(i.str) : ''));
    expect(runs.join(' ')).toContain('Indiranagar GSTIN: 29AAGCB7383J1Z4');
    expect(runs.filter((r) => /^\s*GSTIN:? *29AAGCB7383J1Z4/.test(r))).toEqual([]);
  });
});
