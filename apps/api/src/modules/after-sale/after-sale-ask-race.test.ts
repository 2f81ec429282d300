/**
 * A customer asking for a return and an exchange of the same piece at the same moment (two tabs)
 * gets one open request for it (issue 37): the other is told a request for the piece is already open, so
 * the shop never has the piece both refunded and exchanged. Requests are checked and written on the
 * order's locked row, so the second reads the first.
 *
 * A race only on PostgreSQL (`npm run test:pg -- <this file>`): the test holds writes to
 * after_sale_requests back (a SHARE lock of its own) until both requests wait, one on writing its
 * request and the other on the order's row or, without that lock, on writing its own after finding
 * no open request. On PGlite (one connection) the two run one after the other.
 */
import { schema } from '@kanak/db';
import { AFTER_SALE_MESSAGES } from '@kanak/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';

import { multipartBody } from '../../../test/orders.ts';
import { withWritesHeld } from '../../../test/races.ts';
import { ashasDeliveredRing } from '../../../test/after-sale.ts';
import { asha, setupShop, t } from '../../../test/shop.ts';

setupShop(377);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

describe('a return and an exchange of one piece asked at once', () => {
  it('open one request for the piece; the other is told a request for the piece is already open', async () => {
    const { orderId, itemId } = await ashasDeliveredRing(admin);
    const ask = (kind: string, reason: string) => {
      const body = multipartBody([
        ['kind', kind],
        ['item_ids[]', String(itemId)],
        ['reason', reason],
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/after-sale`,
        headers: { ...body.headers, authorization: `Bearer ${asha}` },
        payload: body.payload,
      });
    };

    const answers = await withWritesHeld(t.app, 'after_sale_requests', 2, () =>
      Promise.all([ask('return', 'Manufacturing defect'), ask('exchange', 'Change of size')]),
    );
    expect(
      answers.map((res) => res.statusCode).sort(),
      answers.map((res) => res.body).join('\n'),
    ).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().message).toBe(
      AFTER_SALE_MESSAGES.pieceBusy,
    );
    const requests = await t.app.database.db
      .select()
      .from(schema.afterSaleRequests)
      .where(eq(schema.afterSaleRequests.orderId, orderId));
    expect(requests).toHaveLength(1);
  });
});
