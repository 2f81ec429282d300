import { MESSAGES, type AddressFields } from '@kanak/domain';
import { notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { createAddress, listAddresses, softDeleteAddress, updateAddress } from './addresses.repository.ts';

type Deps = Pick<ServiceDeps, 'database'>;
const { address: m } = MESSAGES;

/** The address book, newest first; the newest is the default (SPEC §7). */
export async function viewAddresses(deps: Deps, userId: number) {
  const data = await listAddresses(deps.database.db, userId);
  return { data, default_address_id: data[0]?.id ?? null };
}

export async function addAddress(deps: Deps, userId: number, fields: AddressFields) {
  const address = await createAddress(deps.database.db, userId, fields);
  return { message: m.submitted, address };
}

/** Another customer's address answers 404 like an unknown one. */
export async function changeAddress(deps: Deps, userId: number, id: number, fields: AddressFields) {
  const address = await updateAddress(deps.database.db, userId, id, fields);
  if (!address) throw notFound(m.notFound);
  return { message: m.submitted, address };
}

/** Hides the address but keeps it for the orders that used it. */
export async function deleteAddress(deps: Deps, userId: number, id: number) {
  if (!(await softDeleteAddress(deps.database.db, userId, id))) throw notFound(m.notFound);
  return { message: m.deleted };
}
