/**
 * Reading an order's identity documents (ARCHITECTURE §4): the owner or an admin gets back the very
 * file uploaded as that kind; an order without that document, an unknown order, another customer's
 * order and a file gone from storage all answer 404 "Document not found"; every read that hands a
 * file out leaves one audit line naming who read which document of which order, of what kind, from
 * where, and a refused read leaves none. A document stored with its order is no longer an upload
 * the hourly sweep may remove.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { ORDER_MESSAGES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { addCartLine, FILES, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, raviId, setupShop, t } from '../../../test/shop.ts';

// Aanya ring, rose 14k, SI-I IJ: ₹42,432 a piece (cart.test.ts); no PAN asked for at this price.
const RING = 42_432;
const FIRST = 30_126;
const PAN = Buffer.from('%PDF-1.7\nAsha’s PAN card\n%%EOF');

setupShop(611);

let withPan: number;
let withoutPan: number;
let admin: string;
let adminId: number;

let placed = 0;
async function place(files: Parameters<typeof placeOrder>[2]['files']): Promise<number> {
  // An unpaid order leaves the cart alone: each order takes a line of its own ring size.
  const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 10 + placed++ });
  const res = await placeOrder(t.app, asha, {
    cartIds: [line],
    addressId: address,
    total: RING,
    first: FIRST,
    files,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order.id as number;
}

beforeAll(async () => {
  withPan = await place({
    other_document_image: { filename: 'aadhaar.jpg', content: FILES.jpeg },
    pan_image: { filename: 'pan.pdf', content: PAN, type: 'application/pdf' },
  });
  withoutPan = await place({
    other_document_image: { filename: 'aadhaar.jpg', content: FILES.jpeg },
  });
  admin = await adminToken(t.app);
  const [row] = await t.app.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.role, 'admin'));
  adminId = defined(row, 'admin').id;
});

const read = (token: string, orderId: number, kind: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/documents/${kind}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress,
  });

const orderRow = async (id: number) =>
  defined(
    (await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0],
    'order',
  );
const documentRow = async (id: number | null) =>
  defined(
    (
      await t.app.database.db
        .select()
        .from(schema.documents)
        .where(eq(schema.documents.id, defined(id, 'document id')))
    )[0],
    'document',
  );
/** The audit lines of reads of this document. */
const readsOf = (documentId: number | null) =>
  t.app.database.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.action, 'document_read'),
        eq(schema.auditLog.entityId, String(documentId)),
      ),
    )
    .orderBy(schema.auditLog.id);

describe('an order’s identity document', () => {
  it('is read back as the very file uploaded as that kind: the PAN as the PAN, the other document as itself', async () => {
    const pan = await read(asha, withPan, 'pan');
    expect(pan.statusCode, pan.body).toBe(200);
    expect(pan.headers['content-type']).toBe('application/pdf');
    expect(pan.headers['content-disposition']).toBe(`attachment; filename="pan-${withPan}.pdf"`);
    expect(pan.rawPayload.equals(PAN)).toBe(true);

    const other = await read(asha, withPan, 'other_document');
    expect(other.statusCode, other.body).toBe(200);
    expect(other.headers['content-type']).toBe('image/jpeg');
    expect(other.headers['content-disposition']).toBe(
      `attachment; filename="other_document-${withPan}.jpg"`,
    );
    expect(other.rawPayload.equals(FILES.jpeg)).toBe(true);
  });

  it('is not found when the order has no document of that kind, even for its owner', async () => {
    const pan = await read(asha, withoutPan, 'pan');
    expect(pan.statusCode).toBe(404);
    expect(pan.json()).toEqual({ message: ORDER_MESSAGES.documentNotFound });
    expect((await read(asha, withoutPan, 'other_document')).statusCode).toBe(200);
  });

  it('is not found, with the same answer, for an order that does not exist or is another customer’s', async () => {
    const unknown = await read(asha, withPan + 1000, 'other_document');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ORDER_MESSAGES.documentNotFound });
    const others = await read(ravi, withPan, 'pan');
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
  });

  it('opens to an admin, who reads the same file', async () => {
    const pan = await read(admin, withPan, 'pan');
    expect(pan.statusCode, pan.body).toBe(200);
    expect(pan.rawPayload.equals(PAN)).toBe(true);
  });

  it('leaves one audit line per read handed out, naming the reader, the document, its order, its kind and the address read from', async () => {
    const order = await orderRow(withPan);
    const before = (await readsOf(order.panDocumentId)).length;
    expect((await read(asha, withPan, 'pan', '203.0.113.7')).statusCode).toBe(200);
    expect((await read(admin, withPan, 'pan', '198.51.100.9')).statusCode).toBe(200);
    expect((await read(ravi, withPan, 'pan', '192.0.2.1')).statusCode).toBe(404);

    const lines = (await readsOf(order.panDocumentId)).slice(before);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      actorUserId: ashaId,
      action: 'document_read',
      entity: 'document',
      entityId: String(order.panDocumentId),
      detail: { order_id: withPan, kind: 'pan' },
      ip: '203.0.113.7',
    });
    expect(lines[1]).toMatchObject({
      actorUserId: adminId,
      entity: 'document',
      detail: { order_id: withPan, kind: 'pan' },
      ip: '198.51.100.9',
    });
    expect(lines.map((l) => l.actorUserId)).not.toContain(raviId);
  });

  it('names the other document’s kind in its audit line', async () => {
    const order = await orderRow(withoutPan);
    expect((await read(asha, withoutPan, 'other_document')).statusCode).toBe(200);
    expect((await readsOf(order.otherDocumentId)).at(-1)).toMatchObject({
      actorUserId: ashaId,
      detail: { order_id: withoutPan, kind: 'other_document' },
    });
  });

  it('is kept: once the order is stored, its files are no longer uploads the hourly sweep removes', async () => {
    for (const id of [withPan, withoutPan]) {
      const order = await orderRow(id);
      for (const documentId of [order.panDocumentId, order.otherDocumentId].filter(
        (d) => d !== null,
      )) {
        const doc = await documentRow(documentId);
        const intents = await t.app.database.db
          .select()
          .from(schema.uploadIntents)
          .where(eq(schema.uploadIntents.storageKey, doc.storageKey));
        expect(intents, doc.storageKey).toEqual([]);
      }
    }
  });

  it('whose file is gone from storage is not found, and no read is recorded', async () => {
    const order = await place({
      other_document_image: { filename: 'aadhaar.jpg', content: FILES.jpeg },
    });
    const doc = await documentRow((await orderRow(order)).otherDocumentId);
    await rm(path.join(t.dataDir, 'private', doc.storageKey));
    const res = await read(asha, order, 'other_document');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ORDER_MESSAGES.documentNotFound });
    expect(await readsOf(doc.id)).toEqual([]);
  });
});
