import type { FastifyReply } from 'fastify';

/**
 * A signed document as the browser opens it: inline, named by its number (slashes, which a file name
 * cannot hold, become hyphens: RV/26-27/000001 → RV-26-27-000001.pdf), never sniffed as anything else.
 * Every PDF route (tax documents, plan and old-gold vouchers, job cards) answers through this.
 */
export const sendPdf = (reply: FastifyReply, doc: { number: string; pdf: Buffer }) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${doc.number.replaceAll('/', '-')}.pdf"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(doc.pdf);
