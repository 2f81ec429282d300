import { writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { pdfText } from '../../../test/pdf.ts';
import { hasPoppler, pdfsig } from '../../../test/poppler.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { bearer, buyMetal, newKarigar, pieceInProduction } from '../../../test/workshop.ts';

setupShop(386);
let admin: string;
let jobId: number;
beforeAll(async () => {
  admin = await adminToken(t.app);
  await buyMetal(t.app, admin, '18k', 20);
  const karigar = await newKarigar(t.app, admin, 'Mahesh Kumar');
  const p = await pieceInProduction(t.app, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${p.orderId}/jobs`,
    headers: bearer(admin),
    payload: { karigar_id: karigar, item_id: p.itemId, gold_issued_g: 4.25, karat: '18k', stones_issued: [{ kind: 'diamond', carats: 0.3, count: 6 }], due_on: '2026-12-20' },
  });
  jobId = res.json().job.id;
});

const pdf = () => t.app.inject({ method: 'GET', url: `/api/admin/jobs/${jobId}/pdf`, headers: bearer(admin) });

describe('the printable job card', () => {
  it('says what went to the karigar, for which piece, and when it is due', async () => {
    const res = await pdf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const expected of [`JC-${String(jobId).padStart(5, '0')}`, 'Mahesh Kumar', 'Aanya', '4.250 g of 18K (750)', '3188 mg', '6 × diamond, 0.3 ct', '20 Dec 2026']) expect(text).toContain(expected);
  });

  it('after the receipt it prints what came back and the loss', async () => {
    await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${jobId}/receive`, headers: bearer(admin), payload: { gross_weight_g: 4.5, net_weight_g: 4.1, scrap_returned_g: 0.05 } });
    const received = (await pdf()).rawPayload;
    // KANAK_PDF_OUT=<dir> keeps the card to look at (render with pdftoppm).
    if (process.env.KANAK_PDF_OUT) await writeFile(`${process.env.KANAK_PDF_OUT}/job-card.pdf`, received);
    const text = await pdfText(received);
    expect(text).toContain('4.100 g');
    expect(text).toContain('75 mg (2.35%)');
  });

  it.skipIf(!hasPoppler)('is signed with the shop’s certificate', async () => {
    const report = await pdfsig((await pdf()).rawPayload);
    expect(report).toContain('Signature Type: adbe.pkcs7.detached');
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  it('an unknown job is 404 in the contract’s shape, a customer is 403', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/jobs/999999/pdf', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Job not found' });
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/jobs/${jobId}/pdf`, headers: bearer(asha) })).statusCode).toBe(403);
  });
});
