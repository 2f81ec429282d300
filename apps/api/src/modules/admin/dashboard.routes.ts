import { sql } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import { DASHBOARD_RATE, dashboardResponseSchema, ORDER_STATUSES, paiseToRupees, type DashboardResponse, type OrderStatus } from '@kanak/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const { orders, payments, refunds, rateCards } = schema;
/** Days are Indian days: a payment at 00:30 IST belongs to that date, not the UTC one before. */
const TZ = 'Asia/Kolkata';
const DAYS = 30;

type Rows<T> = { rows: T[] };

async function figures(db: Db): Promise<DashboardResponse> {
  const [byStatus, money, refunded, daily, rates] = (await Promise.all([
    db.execute(sql`select status, count(*)::int as n from ${orders} group by status`),
    db.execute(sql`select kind, coalesce(sum(amount_paise), 0)::bigint as paise from ${payments} where status = 'paid' group by kind`),
    db.execute(sql`select coalesce(sum(amount_paise), 0)::bigint as paise from ${refunds} where status = 'processed'`),
    db.execute(sql`
      with days as (
        select generate_series(date_trunc('day', now() at time zone ${TZ}) - make_interval(days => ${DAYS - 1}),
                               date_trunc('day', now() at time zone ${TZ}), interval '1 day')::date as day
      )
      select to_char(d.day, 'YYYY-MM-DD') as date,
        (select count(*) from ${orders} o
          where o.status not in ('pending_advance', 'expired')
            and (o.created_at at time zone ${TZ})::date = d.day)::int as orders,
        (select coalesce(sum(p.amount_paise), 0) from ${payments} p
          where p.status = 'paid' and (coalesce(p.signature_verified_at, p.updated_at) at time zone ${TZ})::date = d.day)::bigint as revenue
      from days d order by d.day`),
    db.execute(sql`
      select distinct on (day) to_char(day, 'YYYY-MM-DD') as date, rate from (
        select (effective_from at time zone ${TZ})::date as day, effective_from, id,
               (gold -> ${DASHBOARD_RATE.colour}::text ->> ${DASHBOARD_RATE.karat}::text)::bigint as rate
        from ${rateCards}
        where effective_from <= now() and effective_from > now() - make_interval(days => ${DAYS})
      ) r order by day, effective_from desc, id desc`),
  ])) as [
    Rows<{ status: OrderStatus; n: number }>,
    Rows<{ kind: 'advance' | 'balance'; paise: number | string }>,
    Rows<{ paise: number | string }>,
    Rows<{ date: string; orders: number; revenue: number | string }>,
    Rows<{ date: string; rate: number | string }>,
  ];
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of byStatus.rows) counts[r.status] = Number(r.n);
  const collected = (kind: 'advance' | 'balance') => paiseToRupees(Number(money.rows.find((r) => r.kind === kind)?.paise ?? 0));
  return {
    orders_by_status: counts,
    advance_collected: collected('advance'),
    balance_collected: collected('balance'),
    refunded: paiseToRupees(Number(refunded.rows[0]?.paise ?? 0)),
    due_for_dispatch: counts.balance_paid,
    daily: daily.rows.map((r) => ({ date: r.date, orders: Number(r.orders), revenue: paiseToRupees(Number(r.revenue)) })),
    gold_rate_history: rates.rows.map((r) => ({ date: r.date, rate: paiseToRupees(Number(r.rate)) })),
  };
}

/** The admin home: orders by status, money collected, what to dispatch, 30 days of sales and rates. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { schema: { tags: ['admin'], response: { 200: dashboardResponseSchema } } }, async () => figures(app.database.db));
};
