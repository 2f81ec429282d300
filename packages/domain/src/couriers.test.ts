import { describe, expect, it } from 'vitest';
import { COURIERS, trackingUrl } from './couriers.ts';

describe('the couriers the shop ships by', () => {
  it('names each once, with an https tracking page', () => {
    const names = COURIERS.map((c) => c.name.toLowerCase());
    expect(new Set(names).size).toBe(COURIERS.length);
    expect(COURIERS.map((c) => c.name)).toEqual([
      'Sequel Logistics',
      'BVC Logistics',
      'Blue Dart',
      'Delhivery',
      'DTDC',
      'India Post (Speed Post)',
    ]);
    for (const c of COURIERS) expect(new URL(c.trackingUrl.replace('{tracking}', 'X1')).protocol).toBe('https:');
  });
});

describe('a tracking link', () => {
  it('puts the tracking number into the courier page, whatever the case of the name', () => {
    expect(trackingUrl('Delhivery', '1234567890')).toBe('https://www.delhivery.com/track/package/1234567890');
    expect(trackingUrl(' blue dart ', '81234567')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567',
    );
    expect(trackingUrl('DTDC', ' D1234 ')).toBe(
      'https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=D1234',
    );
  });

  it('encodes a number that is not plain letters and digits', () => {
    expect(trackingUrl('delhivery', 'AB 12/3?x=1&y')).toBe('https://www.delhivery.com/track/package/AB%2012%2F3%3Fx%3D1%26y');
  });

  it("opens India Post's tracking form, which takes no number in its address", () => {
    expect(trackingUrl('India Post (Speed Post)', 'EE123456789IN')).toBe(
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
    );
  });

  it('is null for an unknown courier or a missing number', () => {
    expect(trackingUrl('Hand delivery', '123')).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
    expect(trackingUrl('Delhivery', null)).toBeNull();
    expect(trackingUrl('Delhivery', '  ')).toBeNull();
    expect(trackingUrl('', '123')).toBeNull();
  });
});
