/**
 * The signature of a tax document as an auditor reads it (ARCHITECTURE §9 "Signed"): whoever opens
 * the PDF in a reader sees who signed, for what document, where and when, and the signature's field
 * sits over the visible block on the page it is printed on. The file's own properties stay the ones
 * of the document (its title and date of issue), not the signing library's. Read back with poppler
 * (pdfsig, pdfinfo) and the signature dictionary as the file stores it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_GSTIN, type TaxDocumentSnapshot } from '@kanak/domain';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
  PDFHexString,
} from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { hasPoppler, pdfsig, pdftotext } from '../../../test/poppler.ts';
import { ringLine } from '../../../test/tax-rows.ts';
import { demoCertificate } from '../../providers/signing/certificate.ts';
import { renderTaxDocumentPdf } from './tax-pdf.ts';
import { signPdf } from './tax-pdf-sign.ts';

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), 'kanak-sign-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SIGNED_AT = new Date('2026-11-27T05:00:00Z');
const signing = () => ({
  certificate: demoCertificate(dir, 'Kanak Fine Jewellery LLP'),
  signatory: 'Meera Shah, Designated Partner',
  signedAt: SIGNED_AT,
});

const party = {
  name: 'Asha Rao',
  address: ['12 Sheikh Memon Street', 'Mumbai 400002'],
  state: 'Maharashtra',
  stateCode: '27',
  gstin: null,
  phone: '9876543210',
};
const invoice = (lines: number): TaxDocumentSnapshot => ({
  type: 'tax_invoice',
  number: 'INV/26-27/000042',
  issuedAt: '2026-11-20T06:00:00.000Z',
  orderId: 42,
  orderDate: '2026-11-01T06:00:00.000Z',
  supplier: {
    name: 'Kanak Fine Jewellery LLP',
    address: ['Zaveri Bazaar', 'Mumbai 400002'],
    state: 'Maharashtra',
    stateCode: '27',
    gstin: DEMO_GSTIN,
  },
  recipient: party,
  placeOfSupply: 'Maharashtra',
  placeOfSupplyCode: '27',
  intraState: true,
  gstRatePercent: 3,
  lines: Array.from({ length: lines }, (_, i) => ({ ...ringLine, productCode: `T-RG-${i + 1}` })),
  totals: {
    taxablePaise: 3_729_000 * lines,
    cgstPaise: 55_935 * lines,
    sgstPaise: 55_935 * lines,
    igstPaise: 0,
    roundOffPaise: 0,
    totalPaise: 3_840_870 * lines,
  },
  references: [],
  notes: [],
  amountInWords: 'Rupees in words',
});

/** The signature field's value dictionary and widget, as stored in the file. */
async function signatureOf(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = doc.getPages();
  for (const [i, page] of pages.entries()) {
    const annots = page.node.lookup(PDFName.of('Annots'));
    if (!(annots instanceof PDFArray)) continue;
    for (let n = 0; n < annots.size(); n++) {
      const widget = annots.lookup(n, PDFDict);
      const v = widget.lookup(PDFName.of('V'));
      if (!(v instanceof PDFDict)) continue;
      const text = (key: string) => {
        const value = v.lookup(PDFName.of(key));
        return value instanceof PDFString || value instanceof PDFHexString
          ? value.decodeText()
          : undefined;
      };
      const build = v.lookup(PDFName.of('Prop_Build'));
      const app = build instanceof PDFDict ? build.lookup(PDFName.of('App')) : undefined;
      const appName = app instanceof PDFDict ? app.lookup(PDFName.of('Name')) : undefined;
      const rect = widget
        .lookup(PDFName.of('Rect'), PDFArray)
        .asArray()
        .map((x) => (x instanceof PDFRef ? NaN : (x as PDFNumber).asNumber()));
      return {
        page: i,
        pages: pages.length,
        rect,
        name: text('Name'),
        reason: text('Reason'),
        location: text('Location'),
        contact: text('ContactInfo'),
        when: text('M'),
        app: appName instanceof PDFName ? appName.decodeText() : undefined,
      };
    }
  }
  return undefined;
}

async function pdfinfo(pdf: Buffer): Promise<string> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'kanak-info-'));
  try {
    const file = path.join(tmp, 'doc.pdf');
    await writeFile(file, pdf);
    return (await run('pdfinfo', ['-isodates', file])).stdout;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

describe.skipIf(!hasPoppler)('the signature a reader shows', () => {
  it('names the signatory, the document and its number, the shop’s state and GSTIN, and the signing time', async () => {
    const pdf = await renderTaxDocumentPdf(invoice(1), signing());
    const report = await pdfsig(pdf);
    expect(report).toContain('Signature Type: adbe.pkcs7.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Signing Time: Nov 27 2026 05:00:00');

    const sig = await signatureOf(pdf);
    expect(sig).toMatchObject({
      name: 'Meera Shah, Designated Partner',
      reason: 'Tax Invoice INV/26-27/000042 issued by Kanak Fine Jewellery LLP',
      location: 'Maharashtra',
      contact: `GSTIN ${DEMO_GSTIN}`,
      // The application a reader's signature panel names as having signed it.
      app: 'Kanak',
    });
    expect(sig?.when).toMatch(/^D:20261127050000/);
  });

  it('a shop without a GSTIN is reached by its name', async () => {
    const d = invoice(1);
    const sig = await signatureOf(
      await renderTaxDocumentPdf({ ...d, supplier: { ...d.supplier, gstin: null } }, signing()),
    );
    expect(sig?.contact).toBe('Kanak Fine Jewellery LLP');
  });

  it('sits over the visible block "Digitally signed by", on the last page of a document that runs over', async () => {
    for (const lines of [1, 14]) {
      const pdf = await renderTaxDocumentPdf(invoice(lines), signing());
      const sig = await signatureOf(pdf);
      expect(sig, `${lines} lines`).toBeDefined();
      if (!sig) return;
      expect(sig.page, `${lines} lines`).toBe(sig.pages - 1);
      if (lines > 1) expect(sig.pages).toBeGreaterThan(1);
      // The block's text lies inside the widget: crop the page to the rect and read it back.
      const [x1, y1, x2, y2] = sig.rect as [number, number, number, number];
      const tmp = await mkdtemp(path.join(tmpdir(), 'kanak-crop-'));
      try {
        const file = path.join(tmp, 'doc.pdf');
        await writeFile(file, pdf);
        const height = 841.89;
        const crop = [
          '-f',
          String(sig.page + 1),
          '-l',
          String(sig.page + 1),
          '-x',
          String(Math.floor(x1)),
          '-y',
          String(Math.floor(height - y2)),
          '-W',
          String(Math.ceil(x2 - x1)),
          '-H',
          String(Math.ceil(y2 - y1)),
        ];
        const inside = (await run('pdftotext', [...crop, file, '-'])).stdout.replace(/\s+/g, ' ');
        expect(inside, `${lines} lines`).toContain('DIGITALLY SIGNED BY');
        expect(inside).toContain('Meera Shah');
        expect(inside).toContain('27 Nov 2026, 10:30 IST');
      } finally {
        await rm(tmp, { recursive: true, force: true });
      }
      const last =
        (await pdftotext(pdf))
          .split('\f')
          .filter((p) => p.trim())
          .at(-1) ?? '';
      expect(last).toContain('DIGITALLY SIGNED BY');
    }
  });

  it('keeps the document’s title, author and date of issue in the file’s properties', async () => {
    const info = await pdfinfo(await renderTaxDocumentPdf(invoice(1), signing()));
    expect(info).toMatch(/^Title: +Tax Invoice INV\/26-27\/000042$/m);
    expect(info).toMatch(/^Author: +Kanak$/m);
    expect(info).toMatch(/^CreationDate: +2026-11-20T06:00:00/m);
    expect(info).not.toMatch(/pdf-lib/);
  });
});

describe.skipIf(!hasPoppler)('signing a finished PDF', () => {
  it('puts a block asked for past the last page on the last page, and still signs the whole document', async () => {
    const plain = await PDFDocument.create();
    plain.addPage();
    plain.addPage();
    const pdf = await signPdf(Buffer.from(await plain.save()), signing().certificate, {
      signedAt: SIGNED_AT,
      name: 'Meera Shah',
      reason: 'Receipt Voucher RV/26-27/000001 issued by Kanak Fine Jewellery LLP',
      location: 'Maharashtra',
      contactInfo: `GSTIN ${DEMO_GSTIN}`,
      page: 5,
      rect: [340, 100, 559, 158],
    });
    expect(await signatureOf(pdf)).toMatchObject({
      page: 1,
      pages: 2,
      name: 'Meera Shah',
      rect: [340, 100, 559, 158],
    });
    const report = await pdfsig(pdf);
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });
});
