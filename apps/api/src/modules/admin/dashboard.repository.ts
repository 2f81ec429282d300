import { sql } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import { DASHBOARD_RATE, type OrderStatus, type PaymentKind } from '@kanak/domain';
import { abandonedCheckout } from '../orders/orders.repository.ts';

const { orders, payments, refunds, rateCards } = schema;
/** Days are Indian days: a payment at 00:30 IST belongs to that date, not the UTC one before. */
const TZ = 'Asia/Kolkata';
/** How many days the dashboard charts. */
const DAYS = 30;

type Rows<T> = { rows: T[] };

/**
 * Orders by status (abandoned checkouts left out: decision 043), paid and refunded sums, and per-day
 * orders, revenue and gold rate (paise). Orders' money is the ledger's rows with an order; a
 * purchase plan's (decision 058 addendum) is summed on its own and is never order revenue.
 */
export async function dashboardRows(db: Db) {
  const [byStatus, money, refunded, planRefunded, daily, rates] = (await Promise.all([
    db.execute(sql`select status, count(*)::int as n from ${orders} where not ${abandonedCheckout()} group by status`),
    db.execute(sql`select kind, coalesce(sum(amount_paise), 0)::bigint as paise from ${payments} where status = 'paid' group by kind`),
    db.execute(sql`select coalesce(sum(amount_paise), 0)::bigint as paise from ${refunds} where status = 'processed' and order_id is not null`),
    db.execute(sql`select coalesce(sum(amount_paise), 0)::bigint as paise from ${refunds} where status = 'processed' and plan_enrolment_id is not null`),
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
          where p.status = 'paid' and p.order_id is not null and (coalesce(p.signature_verified_at, p.updated_at) at time zone ${TZ})::date = d.day)::bigint as revenue
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
    Rows<{ kind: PaymentKind | 'plan_instalment'; paise: number | string }>,
    Rows<{ paise: number | string }>,
    Rows<{ paise: number | string }>,
    Rows<{ date: string; orders: number; revenue: number | string }>,
    Rows<{ date: string; rate: number | string }>,
  ];
  return { byStatus: byStatus.rows, money: money.rows, refunded: refunded.rows, planRefunded: planRefunded.rows, daily: daily.rows, rates: rates.rows };
}
