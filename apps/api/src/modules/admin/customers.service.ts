import { MESSAGES } from '@kanak/domain';
import { notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { addressesOf, findCustomer, listCustomers, type CustomerRow } from './customers.repository.ts';
import { walletOf } from '../wallet/wallet.service.ts';
import { listAdminOrders } from './orders.service.ts';

type Deps = Pick<ServiceDeps, 'database' | 'config'>;

const view = (r: CustomerRow) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone_number: r.phone_number,
  email_verified: r.emailVerifiedAt !== null,
  phone_verified: r.phoneVerifiedAt !== null,
  orders_count: Number(r.orders_count),
  created_at: r.createdAt.toISOString(),
});

/** Customers newest first, by name, e-mail or phone. */
export async function customers(deps: Deps, query: { q?: string | undefined; page: number; per_page: number }) {
  const { rows, total } = await listCustomers(deps.database.db, query);
  return { data: rows.map(view), meta: { total, page: query.page, per_page: query.per_page } };
}

/** One customer with their orders and address book. */
export async function customerDetail(deps: Deps, id: number) {
  const row = await findCustomer(deps.database.db, id);
  if (!row) throw notFound(MESSAGES.admin.customerNotFound);
  const [orderList, addressRows] = await Promise.all([
    listAdminOrders(deps, { userId: id, page: 1, per_page: 100 }),
    addressesOf(deps.database.db, id),
  ]);
  return {
    ...view(row),
    orders: orderList.data.map(({ customer: _customer, ...o }) => o),
    addresses: addressRows.map((a) => ({
      id: a.id,
      recipient_name: a.recipientName,
      landmark: a.landmark,
      mobile: a.mobile,
      pincode: a.pincode,
      state: a.state,
      area: a.area,
      address: a.address,
      deleted: a.deletedAt !== null,
    })),
  };
}

/** GET admin/customers/{id}/wallet: the customer's store credit as they see it at /wallet. */
export async function customerWallet(deps: Deps, id: number) {
  const row = await findCustomer(deps.database.db, id);
  if (!row) throw notFound(MESSAGES.admin.customerNotFound);
  return walletOf(deps, id);
}
