import { deliveryBy, DEMO_GSTIN } from '@kanak/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAN_REQUIRED_ABOVE: '200000' });
});
afterAll(() => t.close());

describe('shop settings', () => {
  it('publish the configured PAN threshold and the shop hours', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pan_required_above: 200000,
      shop_hours: {
        opens: '10:00',
        closes: '18:00',
        days: 'all',
        display: '10am to 6pm, all days',
      },
      delivery_by: deliveryBy(new Date(), []),
      gst: { gstin: DEMO_GSTIN, state: 'Maharashtra', state_code: '27', legal_name: 'Kanak Fine Jewellery LLP' },
    });
    // The delivery date moves at India midnight: a cache may hold it a minute, not five.
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
