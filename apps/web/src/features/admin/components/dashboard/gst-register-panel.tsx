import { useState } from 'react';
import { indiaDate } from '@kanak/domain/calendar';
import { InputField } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { gstRegisterUrl } from '../../api';

/** The accountant's export: every GST document of a date range as CSV (ARCHITECTURE §7). */
export function GstRegisterPanel() {
  const today = indiaDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  return (
    <Panel title="GST register" id="gst-register">
      <p className="mb-3 text-sm text-ink-soft">
        Every receipt voucher, tax invoice, credit note and refund voucher issued in the range: type, number, date,
        customer, place of supply, HSN, taxable value, CGST, SGST, IGST and total.
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
    </Panel>
  );
}
