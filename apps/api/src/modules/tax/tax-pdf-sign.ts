import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFDocument } from 'pdf-lib';
import type { SigningCertificate } from '../../providers/signing/certificate.ts';

/** What the signature dictionary says, and where its widget sits (PDF points, origin bottom left). */
export interface SignatureFields {
  signedAt: Date;
  /** The signatory as the visible block names them (SHOP_SIGNATORY). */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  /** Zero-based page of the visible block, and its [x1, y1, x2, y2]. */
  page: number;
  rect: [number, number, number, number];
}

const signer = new SignPdf();

/**
 * Signs a finished PDF with the shop's certificate (ARCHITECTURE §9 "Signed"): a signature field
 * over the visible block, then a detached PKCS#7 (CMS, SHA-256) over the byte ranges around its
 * /Contents, as Adobe's adbe.pkcs7.detached and PAdES readers verify it. The cryptography is
 * @signpdf's and node-forge's; this only places the field and hands them the bytes.
 */
export async function signPdf(pdf: Buffer, certificate: SigningCertificate, f: SignatureFields): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfPage: doc.getPage(Math.min(f.page, doc.getPageCount() - 1)),
    reason: f.reason,
    contactInfo: f.contactInfo,
    name: f.name,
    location: f.location,
    signingTime: f.signedAt,
    widgetRect: f.rect,
    subFilter: 'adbe.pkcs7.detached',
    appName: 'Kanak',
  });
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: with object streams the signature still covers the whole file and reads the same in pdfsig (docs/testing.md)
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  return signer.sign(prepared, new P12Signer(certificate.p12, { passphrase: certificate.password }), f.signedAt);
}
