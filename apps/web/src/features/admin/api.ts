import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TaxDocumentsResponse } from '@kanak/domain/contract/tax';
import type { z } from 'zod';
import type {
  AdminProduct,
  AdminProductInput,
  adminCarouselItemSchema,
  adminCategorySchema,
} from '@kanak/domain/contract/admin-catalogue';
import type {
  adminCustomerDetailSchema,
  adminCustomerSchema,
} from '@kanak/domain/contract/admin-customers';
import type {
  AdminOrderDetail as WireAdminOrderDetail,
  adminOrderSummarySchema,
} from '@kanak/domain/contract/admin-orders';
import type {
  AdminRateCard,
  DashboardResponse,
  UpdateRatesRequest,
  UpdateRatesResponse,
} from '@kanak/domain/contract/admin-rates';
import type {
  AdminRequest as WireAdminRequest,
  AdminRequestListResponse,
} from '@kanak/domain/contract/admin-requests';
import type { adminAfterSaleListSchema, adminPayoutListSchema, WalletResponse } from '@kanak/domain/contract/after-sale';
import type { OffersResponse } from '@kanak/domain/contract/admin-offers';
import { apiRequest, type RequestOptions } from '../../lib/api-client';
import { toOrder, type WithItems } from '../../lib/order-item';

/*
 * The admin area's calls (docs/decisions/010): everything under /api/admin. Types only from the
 * contract, so zod stays out of these chunks.
 */

export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type AdminCarouselItem = z.infer<typeof adminCarouselItemSchema>;
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>['data'];
/** An order's admin view with its pieces in the inside names (decision 025), mapped once in `useOrder`. */
export type AdminOrderDetail = Omit<WireAdminOrderDetail, 'order'> & {
  order: WithItems<WireAdminOrderDetail['order']>;
};
export type { AdminProduct, AdminProductInput, AdminRateCard, DashboardResponse };
type AdminOrderAction = WireAdminOrderDetail & { message: string };
type AdminAfterSaleList = z.infer<typeof adminAfterSaleListSchema>;
type AdminPayoutList = z.infer<typeof adminPayoutListSchema>;
export type AdminAfterSale = AdminAfterSaleList['requests'][number];
export type AdminPayout = AdminPayoutList['payouts'][number];

interface PageMeta {
  total: number;
  page: number;
  per_page: number;
}

const call = <T>(path: string, options: RequestOptions = {}) =>
  apiRequest<T>(`admin/${path}`, { auth: true, ...options });

/** Builds `?a=1&b=2` from the set values only. */
function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  rates: ['admin', 'rates'] as const,
  products: ['admin', 'products'] as const,
  product: (id: number) => ['admin', 'products', id] as const,
  categories: ['admin', 'categories'] as const,
  carousel: ['admin', 'carousel'] as const,
  orders: ['admin', 'orders'] as const,
  order: (id: number) => ['admin', 'orders', id] as const,
  customers: ['admin', 'customers'] as const,
  requests: ['admin', 'requests'] as const,
  afterSale: ['admin', 'after-sale'] as const,
  payouts: ['admin', 'payouts'] as const,
  offers: ['admin', 'offers'] as const,
};

export const useDashboard = () =>
  useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => call<DashboardResponse>('dashboard', { signal }),
  });

export const useRates = () =>
  useQuery({
    queryKey: adminKeys.rates,
    queryFn: ({ signal }) => call<{ data: AdminRateCard | null }>('rates', { signal }),
  });

export function useSaveRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRatesRequest) =>
      call<UpdateRatesResponse>('rates', { method: 'PUT', body }),
    onSuccess: () => {
      // Every list price moved with the card: the storefront's cached answers are stale too.
      void client.invalidateQueries();
    },
  });
}

export const useProducts = (params: { q?: string; category_id?: number; page: number }) =>
  useQuery({
    queryKey: [...adminKeys.products, params],
    queryFn: ({ signal }) =>
      call<{ data: AdminProduct[]; meta: PageMeta }>(
        `products${query({ ...params, per_page: 25 })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useProduct = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.product(id ?? 0),
    queryFn: ({ signal }) => call<{ data: AdminProduct }>(`products/${id}`, { signal }),
    enabled: id !== null,
  });

export const useCategories = () =>
  useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => call<{ data: AdminCategory[] }>('categories', { signal }),
  });

export const useCarousel = () =>
  useQuery({
    queryKey: adminKeys.carousel,
    queryFn: ({ signal }) => call<{ data: AdminCarouselItem[] }>('carousel', { signal }),
  });

const orderTaxDocumentsKey = (id: number) => [...adminKeys.order(id), 'tax-documents'] as const;

/** The order's GST documents (refreshed with the order: the same key prefix). */
export const useOrderTaxDocuments = (id: number) =>
  useQuery({
    queryKey: orderTaxDocumentsKey(id),
    queryFn: ({ signal }) => call<TaxDocumentsResponse>(`orders/${id}/tax-documents`, { signal }),
  });

/** The GST register of a date range (India dates, both included), as the CSV download's URL. */
export const gstRegisterUrl = (from: string, to: string) => `/api/admin/gst/register${query({ from, to })}`;

/** A month's GSTR-1 JSON for the GST portal's offline tool; `month` is 'YYYY-MM', the period MMYYYY. */
export const gstr1Url = (month: string) => `/api/admin/gst/gstr1${query({ period: `${month.slice(5, 7)}${month.slice(0, 4)}` })}`;

export const useOrders = (params: { status?: string; q?: string; page: number }) =>
  useQuery({
    queryKey: [...adminKeys.orders, 'list', params],
    queryFn: ({ signal }) =>
      call<{ data: AdminOrderSummary[]; meta: PageMeta }>(
        `orders${query({ ...params, per_page: 25 })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: number) =>
  useQuery({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => call<WireAdminOrderDetail>(`orders/${id}`, { signal }),
    retry: false,
    // The cache keeps the wire's answer (the actions write theirs into it); the screens read it mapped.
    select: (detail: WireAdminOrderDetail): AdminOrderDetail => ({ ...detail, order: toOrder(detail.order) }),
  });

export const useCustomers = (params: { q?: string; page: number }) =>
  useQuery({
    queryKey: [...adminKeys.customers, 'list', params],
    queryFn: ({ signal }) =>
      call<{ data: AdminCustomer[]; meta: PageMeta }>(
        `customers${query({ ...params, per_page: 25 })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: number) =>
  useQuery({
    queryKey: [...adminKeys.customers, id],
    queryFn: ({ signal }) => call<{ data: AdminCustomerDetail }>(`customers/${id}`, { signal }),
    retry: false,
  });

/** GET admin/customers/{id}/wallet: the customer's store credit as they see it at /wallet. */
export const useCustomerWallet = (id: number) =>
  useQuery({
    queryKey: [...adminKeys.customers, id, 'wallet'],
    queryFn: ({ signal }) => call<WalletResponse>(`customers/${id}/wallet`, { signal }),
  });

/**
 * A request in the code's own words (decision 025): the wire's `goldColor`/`goldCarat` are read
 * once, in `useRequests`. Still text: older rows may hold the form's words rather than the tokens.
 */
export interface AdminRequest extends Omit<WireAdminRequest, 'goldColor' | 'goldCarat'> {
  goldColour: string | null;
  karat: string | null;
}

const toAdminRequest = ({ goldColor, goldCarat, ...rest }: WireAdminRequest): AdminRequest => ({
  ...rest,
  goldColour: goldColor,
  karat: goldCarat,
});

export const useRequests = (params: { kind?: string; status?: string }) =>
  useQuery({
    queryKey: [...adminKeys.requests, params],
    queryFn: ({ signal }) => call<AdminRequestListResponse>(`requests${query(params)}`, { signal }),
    select: ({ data, contact_messages }: AdminRequestListResponse) => ({
      data: data.map(toAdminRequest),
      contact_messages,
    }),
  });

/** Any admin write: POST/PUT/DELETE with JSON or a multipart form. */
export const adminSend = <T>(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body?: RequestOptions['body'],
) => call<T>(path, { method, body });

/** An order action: answers the full detail plus `message`, which becomes the cached detail. */
export function useOrderAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: string; body?: Record<string, unknown> }) =>
      adminSend<AdminOrderAction>(`orders/${id}/${action}`, 'POST', body ?? {}),
    onSuccess: (answer) => {
      const { message: _message, ...detail } = answer;
      afterOrderAction(client, id, detail);
    },
  });
}

/**
 * An order action's answer becomes the cached detail; what it may have changed elsewhere is read
 * again: the lists, the dashboard, and the order's tax documents (dispatch issues the invoice, a
 * refund its voucher or credit note; without this the new document showed only after a reload).
 */
export function afterOrderAction(client: QueryClient, id: number, detail: WireAdminOrderDetail): void {
  client.setQueryData(adminKeys.order(id), detail);
  void client.invalidateQueries({ queryKey: orderTaxDocumentsKey(id) });
  void client.invalidateQueries({ queryKey: [...adminKeys.orders, 'list'] });
  void client.invalidateQueries({ queryKey: adminKeys.dashboard });
}

/** GET admin/after-sale: the after-sale inbox, filtered by kind and state (issue 17), one order or one customer. */
export const useAfterSaleInbox = (params: {
  kind?: string | undefined;
  status?: string | undefined;
  order_id?: number | undefined;
  customer_id?: number | undefined;
}) =>
  useQuery({
    queryKey: [...adminKeys.afterSale, params],
    queryFn: ({ signal }) => call<AdminAfterSaleList>(`after-sale${query(params)}`, { signal }),
  });

/** GET admin/payouts: store credit redeemed for cash, the unpaid first. */
export const usePayouts = () =>
  useQuery({
    queryKey: adminKeys.payouts,
    queryFn: ({ signal }) => call<AdminPayoutList>('payouts', { signal }),
  });

/** GET admin/offers: every offer, the latest start first (issue 18). */
export const useOffers = () =>
  useQuery({
    queryKey: adminKeys.offers,
    queryFn: ({ signal }) => call<OffersResponse>('offers', { signal }),
  });
