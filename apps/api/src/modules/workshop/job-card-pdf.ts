import { jobNumber, mgToGrams, type WorkshopKarat } from '@kanak/domain';
import type { Karigar, WorkshopJob } from '@kanak/db';
import type { SigningCertificate } from '../../providers/signing/certificate.ts';
import { finish, indiaDay, indiaTime, LINE, MAROON, newDoc, PAGE, RIGHT, rule, SOFT, WIDTH, type Doc } from '../tax/tax-pdf-kit.ts';
import { signPdf } from '../tax/tax-pdf-sign.ts';

export interface JobCardInput {
  job: WorkshopJob;
  karigar: Karigar;
  piece: { name: string; productCode: string; goldColour: string; ringSize: number | null; quantity: number };
  shop: { legalName: string; signatory: string; state: string };
  certificate: SigningCertificate;
  printedAt: Date;
}

const M = PAGE.margin;
const grams = (mg: number | null) => (mg === null ? '—' : `${mgToGrams(mg).toFixed(3)} g`);
const KARAT_LABEL: Record<WorkshopKarat, string> = { '14k': '14K (585)', '18k': '18K (750)', '22k': '22K (916)', '24k': '24K (999)' };

function rows(doc: Doc, title: string, pairs: [string, string][], y: number): number {
  doc.font('bold').fontSize(10).fillColor(MAROON).text(title, M, y);
  y += 16;
  for (const [label, value] of pairs) {
    doc.font('body').fontSize(9.5).fillColor(SOFT).text(label, M, y, { width: 170 });
    doc.font('body').fontSize(9.5).fillColor('#1f1a17').text(value, M + 175, y, { width: WIDTH - 175 });
    y += 15;
  }
  rule(doc, y + 2);
  return y + 12;
}

const stonesText = (stones: { kind: string; carats: number; count: number }[] | null) =>
  !stones || stones.length === 0 ? 'None' : stones.map((s) => `${s.count} × ${s.kind}, ${s.carats} ct`).join('; ');

/** The printable job card (ARCHITECTURE §10): what went to the karigar, and what came back. Signed by the shop. */
export async function renderJobCardPdf(c: JobCardInput): Promise<Buffer> {
  const { job, karigar, piece } = c;
  const number = jobNumber(job.id);
  const doc = newDoc(`Job card ${number}`, c.printedAt);
  doc.font('heading').fontSize(22).fillColor(MAROON).text('Job card', M, M);
  doc.font('bold').fontSize(12).fillColor('#1f1a17').text(number, M, M + 4, { width: WIDTH, align: 'right' });
  doc.font('body').fontSize(9).fillColor(SOFT).text(`${c.shop.legalName}  ·  printed ${indiaTime(c.printedAt)}`, M, M + 30);
  rule(doc, M + 46, LINE);
  let y = M + 58;
  y = rows(doc, 'Karigar', [['Name', karigar.name], ['Phone', karigar.phone], ['Skills', karigar.skills.join(', ') || '—']], y);
  y = rows(
    doc,
    'Piece',
    [
      ['Order', `#${job.orderId}, piece ${job.itemId}`],
      ['Design', `${piece.name} (${piece.productCode})`],
      ['Gold colour', piece.goldColour.replace('_', ' ')],
      ['Ring size', piece.ringSize === null ? '—' : String(piece.ringSize)],
      ['Quantity', String(piece.quantity)],
    ],
    y,
  );
  y = rows(
    doc,
    'Issued',
    [
      ['Issued on', indiaTime(job.createdAt)],
      ['Gold', `${grams(job.goldIssuedMg)} of ${KARAT_LABEL[job.karat]}`],
      ['Fine gold', `${job.fineIssuedMg} mg`],
      ['Stones', stonesText(job.stonesIssued)],
      ['Due on', indiaDay(job.dueOn)],
    ],
    y,
  );
  y = rows(
    doc,
    'Received',
    job.status === 'received'
      ? [
          ['Received on', job.receivedAt ? indiaTime(job.receivedAt) : '—'],
          ['Gross weight', grams(job.grossMg)],
          ['Net weight', grams(job.netMg)],
          ['Scrap returned', grams(job.scrapMg)],
          ['Stones returned', stonesText(job.stonesReturned)],
          ['Fine gold lost', `${job.lossMg ?? 0} mg (${job.lossPercent ?? '0.00'}%)${job.flagged ? ' — above the allowed loss' : ''}`],
        ]
      : [['Gross weight', '________'], ['Net weight', '________'], ['Scrap returned', '________'], ['Stones returned', '________']],
    y,
  );
  y += 30;
  doc.font('body').fontSize(9).fillColor(SOFT).text('Karigar’s signature', M, y + 40);
  doc.moveTo(M, y + 36).lineTo(M + 180, y + 36).lineWidth(0.75).strokeColor(LINE).stroke();
  const box = { x: RIGHT - 200, y, width: 200, height: 54 };
  doc.font('body').fontSize(8).fillColor(SOFT).text(`Digitally signed for ${c.shop.legalName}`, box.x, box.y + box.height + 4, { width: box.width, align: 'right' });
  return signPdf(await finish(doc), c.certificate, {
    page: 0,
    rect: [box.x, PAGE.height - box.y - box.height, box.x + box.width, PAGE.height - box.y],
    signedAt: c.printedAt,
    name: c.shop.signatory,
    reason: `Job card ${number} issued by ${c.shop.legalName}`,
    location: c.shop.state,
    contactInfo: c.shop.legalName,
  });
}
