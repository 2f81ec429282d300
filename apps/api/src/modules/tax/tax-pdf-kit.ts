import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const font = (pkg: string, file: string) => require.resolve(`@fontsource/${pkg}/files/${file}`);

/** The shop's own fonts (the storefront's Mulish and Cormorant Garamond), embedded. */
export const FONTS = {
  body: font('mulish', 'mulish-latin-400-normal.woff'),
  bold: font('mulish', 'mulish-latin-700-normal.woff'),
  heading: font('cormorant-garamond', 'cormorant-garamond-latin-600-normal.woff'),
  /** Fontsource keeps ₹ in the latin-ext subset of Mulish: the sign is drawn in it. */
  rupee: font('mulish', 'mulish-latin-ext-400-normal.woff'),
} as const;

export type Doc = PDFKit.PDFDocument;
export const PAGE = { width: 595.28, height: 841.89, margin: 36 };
export const RIGHT = PAGE.width - PAGE.margin;
export const WIDTH = PAGE.width - 2 * PAGE.margin;
export const INK = '#1f1a17';
export const SOFT = '#6b625b';
export const LINE = '#d9cfc3';
export const MAROON = '#6d1f2b';
/** Where the page's content ends: below it only the footer, "Digitally signed document · Page i of n". */
export const BOTTOM = PAGE.height - PAGE.margin - 14;

/**
 * `y` if `height` more points fit above the footer; otherwise a new page, and its top. Every block is
 * placed through this, so nothing is printed under the footer and no row is split across pages.
 */
export function room(doc: Doc, y: number, height: number): number {
  // Stryker disable next-line EqualityOperator: differs only when a block ends exactly on the footer's top line
  if (y + height <= BOTTOM) return y;
  doc.addPage();
  return PAGE.margin;
}

export function newDoc(title: string, issuedAt: Date): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, bufferPages: true, info: { Title: title, Author: 'Kanak', CreationDate: issuedAt } });
  doc.registerFont('body', FONTS.body);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('heading', FONTS.heading);
  doc.registerFont('rupee', FONTS.rupee);
  return doc.font('body').fillColor(INK);
}

/** 1,23,456.78: en-IN grouping, two decimals (tax documents keep their paise). */
export function amount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = String(Math.floor(abs / 100));
  const head = whole.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${sign}${grouped}.${String(abs % 100).padStart(2, '0')}`;
}

/** A deduction or a negative round-off as an accountant prints it: '(−) 0.12'; others as `amount`. */
export const signedAmount = (paise: number) => (paise < 0 ? `(−) ${amount(-paise)}` : amount(paise));

/**
 * '₹1,23,456.78' right-aligned at `right`: the sign in the rupee font, the figures in `face`; a
 * negative amount as '(−) ₹0.12' (ARCHITECTURE §9), never '₹-0.12'.
 */
export function rupees(doc: Doc, paise: number, right: number, y: number, size: number, face: 'body' | 'bold' = 'body') {
  const figures = amount(Math.abs(paise));
  const figuresWidth = doc.font(face).fontSize(size).widthOfString(figures);
  const signWidth = doc.font('rupee').fontSize(size).widthOfString('₹');
  const signX = right - figuresWidth - signWidth - 1;
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: the sign and figures end at the right margin and always fit their line, wrapping or not (tax-pdf-layout-rules)
  doc.font('rupee').fontSize(size).text('₹', signX, y, { lineBreak: false });
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: as above
  doc.font(face).fontSize(size).text(figures, right - figuresWidth, y, { lineBreak: false });
  if (paise < 0) {
    const minus = '(−) ';
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: as above
    doc.font(face).fontSize(size).text(minus, signX - doc.widthOfString(minus), y, { lineBreak: false });
  }
}

/** Text in `face` with every ₹ drawn in the font that has it (a note's amounts). */
export function textWithRupee(doc: Doc, text: string, x: number, y: number, width: number, size: number, face: 'body' | 'bold' = 'body') {
  const parts = text.split('₹');
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    doc.font(face).fontSize(size);
    if (i === 0) doc.text(part, x, y, { width, continued: !last });
    else doc.text(part, { continued: !last });
    if (!last) doc.font('rupee').fontSize(size).text('₹', { continued: true });
  });
}

export const indiaDay = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** '27 Nov 2026, 10:34 IST': a moment as India reads it. */
export const indiaTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Asia/Kolkata' }).format(at)} IST`;

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * A ruled table: a shaded header row, then rows whose height follows their tallest cell. A row that
 * does not fit above the footer starts a new page, under the header row drawn again.
 */
export function table(doc: Doc, columns: Column[], rows: string[][], top: number, size = 8): number {
  const pad = 3;
  const heightOf = (cells: string[], face: 'body' | 'bold') => {
    doc.font(face).fontSize(size);
    // Stryker disable next-line OptionalChaining: every row has a cell per column, no more
    return Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: (columns[i]?.width ?? 0) - 2 * pad }))) + 2 * pad;
  };
  const titles = columns.map((c) => c.title);
  const drawRow = (cells: string[], y: number, face: 'body' | 'bold', fill?: string) => {
    const height = heightOf(cells, face);
    if (fill) doc.rect(PAGE.margin, y, WIDTH, height).fill(fill).fillColor(INK);
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      const col = columns[i];
      // Stryker disable next-line ConditionalExpression: every row has a cell per column, no more
      if (!col) return;
      // Stryker disable next-line StringLiteral: PDFKit sets text left for an alignment it does not know
      doc.font(face).fontSize(size).fillColor(INK).text(cell, x + pad, y + pad, { width: col.width - 2 * pad, align: col.align ?? 'left' });
      x += col.width;
    });
    doc.moveTo(PAGE.margin, y + height).lineTo(RIGHT, y + height).lineWidth(0.5).strokeColor(LINE).stroke();
    return y + height;
  };
  const drawHeader = (y: number) => drawRow(titles, y, 'bold', '#f3ece3');
  // The header never stands alone at a page's foot: it goes over with the first row.
  let y = drawHeader(room(doc, top, heightOf(titles, 'bold') + (rows[0] ? heightOf(rows[0], 'body') : 0)));
  for (const row of rows) {
    const at = room(doc, y, heightOf(row, 'body'));
    y = drawRow(row, at === y ? y : drawHeader(at), 'body');
  }
  return y;
}

export function rule(doc: Doc, y: number, color = LINE) {
  doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.75).strokeColor(color).stroke();
}

/** Collects the document's bytes. */
export function finish(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    // Stryker disable next-line StringLiteral: PDFKit writing into memory emits no error event (a bad font throws when registered)
    doc.on('error', reject);
    doc.end();
  });
}
