import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import type { Address, AddressFields } from '@kanak/domain';

const { addresses } = schema;

const view = {
  id: addresses.id,
  recipient_name: addresses.recipientName,
  landmark: addresses.landmark,
  mobile: addresses.mobile,
  pincode: addresses.pincode,
  state: addresses.state,
  area: addresses.area,
  address: addresses.address,
};

const columns = (f: AddressFields) => ({
  recipientName: f.recipient_name,
  landmark: f.landmark,
  mobile: f.mobile,
  pincode: f.pincode,
  state: f.state,
  area: f.area,
  address: f.address,
});

/** This customer's live address, by id. */
const mine = (userId: number, id: number) =>
  and(eq(addresses.id, id), eq(addresses.userId, userId), isNull(addresses.deletedAt));

/** Live addresses, the latest created or updated first (that one is the default). */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  return db
    .select(view)
    .from(addresses)
    .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .orderBy(desc(addresses.updatedAt), desc(addresses.id));
}

export async function createAddress(
  db: Db,
  userId: number,
  fields: AddressFields,
): Promise<Address> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...columns(fields) })
    .returning(view);
  if (!row) throw new Error('insert into addresses returned no row');
  return row;
}

/** Updates a live address of this customer; undefined when there is none with that id. */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<Address | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...columns(fields), updatedAt: sql`now()` })
    .where(mine(userId, id))
    .returning(view);
  return row;
}

/** Hides an address but keeps the row, which orders may point at; false when not found. */
export async function softDeleteAddress(
  db: Db,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ deletedAt: sql`now()` })
    .where(mine(userId, id))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
