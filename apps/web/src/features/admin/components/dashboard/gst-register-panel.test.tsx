import { indiaDate } from '@kanak/domain/calendar';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GstRegisterPanel } from './gst-register-panel';

describe('the GST register panel (ARCHITECTURE §9)', () => {
  it('offers the month’s GSTR-1 beside the register’s CSV, for this month by default', () => {
    const html = renderToStaticMarkup(<GstRegisterPanel />);
    const today = indiaDate(new Date());
    const period = `${today.slice(5, 7)}${today.slice(0, 4)}`;
    expect(html).toContain('Download CSV');
    expect(html).toMatch(new RegExp(`<a href="/api/admin/gst/gstr1\\?period=${period}" download="" class="[^"]*">Download GSTR-1</a>`));
  });
});
