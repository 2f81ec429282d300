/**
 * A purchase plan's GST documents (ARCHITECTURE §9 and §11, decision 058): each counted instalment
 * is a Rule 50 receipt voucher in the gapless PRV/ series, issued as it is counted, a signed PDF
 * its customer (and only they, and the owner) downloads; money the plan refuses gets none; closing
 * early issues one Rule 51 refund voucher naming the receipts; the register and GSTR-1 list them.
 */
import { writeFile } from 'node:fs/promises';
import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { financialYear, taxDocumentNumber } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, countingProvider } from '../../../test/admin.ts';
import { signup } from '../../../test/accounts.ts';
import { checkoutSignature } from '../../../test/orders.ts';
import { recordInstalment } from '../../../test/plan-rows.ts';
import { hasPoppler, pdfsig, pdftotext } from '../../../test/poppler.ts';
import { asha, ravi, setupShop, t } from '../../../test/shop.ts';
import { issueMissingPlanVouchers } from './plan-confirm.ts';
import { nextVoucherSequence } from './plans.repository.ts';

const provider = countingProvider();
setupShop(760, {}, { payments: provider });

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: as(token) });
const MONTHLY = 5_000;
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const period = `${today.slice(5, 7)}${today.slice(0, 4)}`;
let admin: string;
let planId: number;

beforeAll(async () => {
  admin = await adminToken(t.app);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/plans', headers: as(admin), payload: { name: 'Swarna Sanchay', min_monthly: 1_000, max_monthly: 50_000, active: true } });
  expect(res.statusCode, res.body).toBe(201);
  planId = res.json().plan.id;
});

const confirm = (token: string, id: number, orderId: string, paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/plans/${id}/confirm`,
    headers: as(token),
    payload: { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: checkoutSignature(orderId, paymentId) },
  });

async function enrolled(token: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/plans/enrol', headers: as(token), payload: { plan_id: planId, monthly_amount: MONTHLY } });
  const { enrolment, razor_response } = res.json();
  const ok = await confirm(token, enrolment.id, razor_response.id, `pay_${razor_response.id}`);
  expect(ok.statusCode, ok.body).toBe(200);
  return enrolment.id as number;
}

/** Moves the plan a month back so that the next instalment may be paid today. */
async function monthLater(id: number) {
  const db = t.app.database.db;
  const back = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 31 * 86_400_000).toISOString().slice(0, 10);
  const [e] = await db.select().from(schema.planEnrolments).where(eq(schema.planEnrolments.id, id));
  await db.update(schema.planEnrolments).set({ enrolledOn: back(defined(defined(e, 'plan').enrolledOn, 'day')) }).where(eq(schema.planEnrolments.id, id));
  for (const i of await db.select().from(schema.planInstalments).where(eq(schema.planInstalments.enrolmentId, id))) {
    if (i.paidOn) await db.update(schema.planInstalments).set({ paidOn: back(i.paidOn) }).where(eq(schema.planInstalments.id, i.id));
  }
}

async function payAnother(token: string, id: number, paymentId: string) {
  const next = await t.app.inject({ method: 'POST', url: `/api/plans/${id}/pay`, headers: as(token) });
  expect(next.statusCode, next.body).toBe(200);
  return confirm(token, id, next.json().razor_response.id, paymentId);
}

/** KANAK_PDF_OUT=<dir> keeps each voucher a test reads, to look at (render with pdftoppm). */
async function keep(name: string, buffer: Buffer) {
  const dir = process.env.KANAK_PDF_OUT;
  if (dir) await writeFile(`${dir}/${name}.pdf`, buffer);
}

const docsOfPlan = (id: number) => t.app.database.db.select().from(schema.taxDocuments).where(eq(schema.taxDocuments.planEnrolmentId, id)).orderBy(asc(schema.taxDocuments.id));
const pdfUrl = (id: number, docId: number) => `/api/plans/${id}/vouchers/${docId}/pdf`;

describe('a receipt voucher for each instalment (Rule 50)', () => {
  it('is issued as the instalment is counted: the PRV/ number the plan page shows, linked to the instalment, the amount with no tax', async () => {
    const id = await enrolled(asha);
    const view = (await get(`/api/plans/${id}`, asha)).json().enrolment;
    const [first] = view.instalments;
    const docs = await docsOfPlan(id);
    expect(docs).toHaveLength(1);
    const doc = defined(docs[0], 'the voucher');
    const [inst] = await t.app.database.db.select().from(schema.planInstalments).where(and(eq(schema.planInstalments.enrolmentId, id), eq(schema.planInstalments.number, 1)));
    expect(doc).toMatchObject({ type: 'plan_receipt_voucher', number: first.voucher_number, planInstalmentId: defined(inst, 'instalment').id, orderId: null, totalPaise: MONTHLY * 100, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(doc.number).toBe(taxDocumentNumber('plan_receipt_voucher', financialYear(doc.issuedAt), doc.sequence));
    expect(first.voucher_id).toBe(doc.id);
    expect(view.instalments[1].voucher_id).toBeNull();
  });

  it.skipIf(!hasPoppler)('is a signed PDF naming the customer, the plan, the instalment of 11, the amount in figures and words, goods not yet identified and no tax', async () => {
    const id = await enrolled(asha);
    const doc = defined((await docsOfPlan(id))[0], 'the voucher');
    const res = await get(pdfUrl(id, doc.id), asha);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    await keep('plan-receipt-voucher', pdf);
    expect(await pdfsig(pdf)).toContain('Signature Validation: Signature is Valid.');
    const text = (await pdftotext(pdf)).replace(/\s+/g, ' ');
    for (const part of [
      'RECEIPT VOUCHER',
      `No. ${doc.number}`,
      `Purchase plan #${id}`,
      signup(760).name,
      `Swarna Sanchay (#${id})`,
      '1 of 11',
      'Not yet identified',
      '5,000.00',
      'Rupees Five Thousand Only',
      'Jewellery purchase plan instalment — goods not yet identified',
      'no tax payable on an advance for goods (Notification 66/2017-CT)',
      `pay_`,
    ]) {
      expect(text, part).toContain(part);
    }
    // No tax amounts: the rate is named, never a CGST, SGST or IGST figure.
    expect(text).not.toMatch(/(CGST|SGST|IGST) [\d.]+% ₹?\s*[\d,]+\.\d\d/);
    expect(text).not.toContain('SHIP TO');
  });

  it('is not found for anyone but its customer and the owner, the same 404 as an unknown plan', async () => {
    const id = await enrolled(asha);
    const doc = defined((await docsOfPlan(id))[0], 'the voucher');
    const other = await get(pdfUrl(id, doc.id), ravi);
    const unknown = await get(pdfUrl(999_999, doc.id), ravi);
    expect([other.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(unknown.json());
    // Another plan's voucher through one's own plan id is not found either.
    const ravis = await enrolled(ravi);
    expect((await get(pdfUrl(ravis, doc.id), ravi)).statusCode).toBe(404);
    const owner = await get(`/api/admin/plans/${id}/vouchers/${doc.id}/pdf`, admin);
    expect(owner.statusCode).toBe(200);
    if (hasPoppler) expect(await pdfsig(owner.rawPayload)).toContain('Signature is Valid.');
    expect((await get(`/api/admin/plans/${id}/vouchers/${doc.id}/pdf`, asha)).statusCode).toBe(403);
  });

  it('is not issued for money the plan refuses and refunds at once, and the series stays gapless', async () => {
    const id = await enrolled(asha);
    await monthLater(id);
    const a = (await t.app.inject({ method: 'POST', url: `/api/plans/${id}/pay`, headers: as(asha) })).json().razor_response.id;
    const b = (await t.app.inject({ method: 'POST', url: `/api/plans/${id}/pay`, headers: as(asha) })).json().razor_response.id;
    expect((await confirm(asha, id, a, `pay_tab_a_${id}`)).statusCode).toBe(200);
    expect((await confirm(asha, id, b, `pay_tab_b_${id}`)).statusCode).toBe(409);
    const [refused] = await t.app.database.db
      .select({ id: schema.planInstalments.id, number: schema.planInstalments.number, voucherNumber: schema.planInstalments.voucherNumber, refundStatus: schema.refunds.status })
      .from(schema.planInstalments)
      .innerJoin(schema.payments, eq(schema.payments.id, schema.planInstalments.paymentId))
      .innerJoin(schema.refunds, eq(schema.refunds.id, schema.planInstalments.refundId))
      .where(eq(schema.payments.providerOrderId, b));
    expect(defined(refused, 'refused payment')).toMatchObject({ number: null, voucherNumber: null, refundStatus: 'processed' });
    expect(await t.app.database.db.select().from(schema.taxDocuments).where(eq(schema.taxDocuments.planInstalmentId, defined(refused, 'refused').id))).toEqual([]);
    expect((await docsOfPlan(id)).map((d) => d.type)).toEqual(['plan_receipt_voucher', 'plan_receipt_voucher']);
    const series = (await t.app.database.db.select().from(schema.taxDocuments).where(eq(schema.taxDocuments.type, 'plan_receipt_voucher'))).map((d) => d.sequence).sort((x, y) => x - y);
    expect(series).toEqual(series.map((_, i) => i + 1));
  });

  it('is issued for an instalment numbered before vouchers were documents, with its number and date', async () => {
    const id = await enrolled(asha);
    const db = t.app.database.db;
    const paidAt = new Date(Date.now() - 60_000);
    const fy = financialYear(paidAt);
    const number = taxDocumentNumber('plan_receipt_voucher', fy, await nextVoucherSequence(db, fy));
    await monthLater(id);
    const old = await recordInstalment(db, { enrolmentId: id, providerOrderId: `order_old_${id}`, providerPaymentId: `pay_old_${id}`, amountPaise: MONTHLY * 100, number: 2, paidOn: today, paidAt, voucherNumber: number });
    expect(await issueMissingPlanVouchers(t.app)).toBe(1);
    expect(await issueMissingPlanVouchers(t.app)).toBe(0);
    const [doc] = await db.select().from(schema.taxDocuments).where(eq(schema.taxDocuments.planInstalmentId, defined(old, 'old').id));
    expect(defined(doc, 'its voucher')).toMatchObject({ type: 'plan_receipt_voucher', number, issuedAt: paidAt, snapshot: expect.objectContaining({ plan: expect.objectContaining({ instalments: [2] }) }) });
  });
});

describe('closing early (Rule 51)', () => {
  it('issues one refund voucher for what was paid, naming each receipt voucher, that the customer downloads', async () => {
    const id = await enrolled(ravi);
    await monthLater(id);
    expect((await payAnother(ravi, id, `pay_second_${id}`)).statusCode).toBe(200);
    const receipts = await docsOfPlan(id);
    const closed = await t.app.inject({ method: 'POST', url: `/api/plans/${id}/close`, headers: as(ravi) });
    expect(closed.statusCode, closed.body).toBe(200);
    const docs = await docsOfPlan(id);
    const refund = defined(docs.find((d) => d.type === 'refund_voucher'), 'the refund voucher');
    expect(refund.number).toMatch(/^RF\/\d\d-\d\d\/\d{6}$/);
    expect(refund.totalPaise).toBe(2 * MONTHLY * 100);
    expect(refund.snapshot.references.map((r) => r.number)).toEqual(receipts.map((d) => d.number));
    expect(closed.json().enrolment.refund_voucher).toEqual({ id: refund.id, number: refund.number, amount: 2 * MONTHLY });
    expect((await t.app.inject({ method: 'POST', url: `/api/plans/${id}/close`, headers: as(ravi) })).statusCode).toBe(409);
    expect((await docsOfPlan(id)).filter((d) => d.type === 'refund_voucher')).toHaveLength(1);

    const res = await get(pdfUrl(id, refund.id), ravi);
    expect(res.statusCode).toBe(200);
    await keep('plan-refund-voucher', res.rawPayload);
    if (!hasPoppler) return;
    expect(await pdfsig(res.rawPayload)).toContain('Signature is Valid.');
    const text = (await pdftotext(res.rawPayload)).replace(/\s+/g, ' ');
    for (const part of ['REFUND VOUCHER', 'AGAINST RECEIPT VOUCHER', ...receipts.map((d) => d.number), '10,000.00', 'Rupees Ten Thousand Only', 'closed early', '1, 2 of 11']) {
      expect(text, part).toContain(part);
    }
  });
});

describe('the GST register and GSTR-1', () => {
  it('list plan vouchers as advances (refund vouchers negative, each row footing) and count them in the documents issued', async () => {
    const res = await get(`/api/admin/gst/register?from=${today}&to=${today}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const [head, ...lines] = res.body.trim().split('\r\n');
    const names = defined(head, 'header').split(',');
    const rows = lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [names[i] ?? '', v])));
    const docs = await t.app.database.db.select().from(schema.taxDocuments);
    const plans = docs.filter((d) => d.planEnrolmentId !== null);
    expect(plans.length).toBeGreaterThan(5);
    const paise = (v: string | undefined) => Math.round(Number(v ?? 'NaN') * 100);
    for (const d of plans.filter((p) => today === new Date(p.issuedAt.getTime() + 330 * 60_000).toISOString().slice(0, 10))) {
      const row = defined(rows.find((r) => r.Number === d.number), d.number);
      const sign = d.type === 'refund_voucher' ? -1 : 1;
      expect([row.Type, row.Class, row.Rate, paise(row.CGST), paise(row.SGST), paise(row.IGST), paise(row.Total)]).toEqual([
        d.type === 'refund_voucher' ? 'Refund Voucher' : 'Receipt Voucher',
        'advance',
        '',
        0,
        0,
        0,
        sign * d.totalPaise,
      ]);
      expect(['Taxable value', 'CGST', 'SGST', 'IGST', 'Round off'].reduce((s, k) => s + paise(row[k]), 0)).toBe(paise(row.Total));
      if (d.type === 'refund_voucher') expect(row['Original document']).toMatch(/^PRV\//);
    }

    const g = (await get(`/api/admin/gst/gstr1?period=${period}`, admin)).json();
    expect([g.at, g.txpd, g.b2cs]).toEqual([[], [], []]);
    const receipts = g.doc_issue.doc_det.find((d: { doc_num: number }) => d.doc_num === 6);
    const prv = receipts.docs.find((x: { from: string }) => x.from.startsWith('PRV/'));
    const month = rows.filter((r) => r.Number?.startsWith('PRV/'));
    expect(prv).toMatchObject({ totnum: month.length, net_issue: month.length, cancel: 0 });
    expect(g.doc_issue.doc_det.find((d: { doc_num: number }) => d.doc_num === 8).docs[0].totnum).toBe(rows.filter((r) => r.Type === 'Refund Voucher').length);
    const counted = g.doc_issue.doc_det.reduce((s: number, d: { docs: { totnum: number }[] }) => s + d.docs.reduce((n, x) => n + x.totnum, 0), 0);
    expect(counted).toBe(rows.length);
  });
});
