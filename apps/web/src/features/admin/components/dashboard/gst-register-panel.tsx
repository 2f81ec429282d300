import { useState } from 'react';
import { indiaDate } from '@kanak/domain/calendar';
import { InputField } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { gstr1Url, gstRegisterUrl } from '../../api';

/** The accountant's exports: every GST document of a date range as CSV, and a month's GSTR-1 (ARCHITECTURE §9). */
export function GstRegisterPanel() {
  const today = indiaDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [month, setMonth] = useState(today.slice(0, 7));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <Panel title="GST register" id="gst-register">
      <p className="mb-3 text-sm text-ink-soft">
        Every document issued in the range, one signed row each (credit notes and refund vouchers negative): type,
        number, date, original document, customer, GSTIN, place of supply, class, HSN, rate, taxable value, CGST,
        SGST, IGST, round off and total. Advances carry no tax, so the tax columns add up to the output tax.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <InputField id="gst-from" label="From" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} dense />
        <InputField id="gst-to" label="To" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} dense />
        {valid ? (
          <a href={gstRegisterUrl(from, to)} download className="btn btn-primary min-h-tap">
            Download CSV
          </a>
        ) : (
          <span className="text-sm text-error">Choose a start date on or before the end date.</span>
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <InputField id="gstr1-month" label="GSTR-1 month" type="month" value={month} max={today.slice(0, 7)} onChange={(e) => setMonth(e.target.value)} dense />
        {/^\d{4}-\d{2}$/.test(month) && (
          <a href={gstr1Url(month)} download className="btn btn-outline min-h-tap">
            Download GSTR-1
          </a>
        )}
      </div>
      <p className="mt-2 text-xs text-ink-soft">The month's GSTR-1 as the JSON the GST portal's offline tool imports; its sums are the register's.</p>
    </Panel>
  );
}
