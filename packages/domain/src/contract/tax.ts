import { z } from 'zod';
import { TAX_DOCUMENT_TYPES } from '../tax-documents.ts';

/** GST tax documents on the wire (ARCHITECTURE §7): rupees, tax amounts with their paise. */
export const taxDocumentSchema = z.object({
  id: z.number().int(),
  type: z.enum(TAX_DOCUMENT_TYPES),
  number: z.string(),
  issued_at: z.string(),
  place_of_supply: z.string(),
  taxable_value: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type TaxDocumentView = z.infer<typeof taxDocumentSchema>;

export const taxDocumentsResponseSchema = z.object({ documents: z.array(taxDocumentSchema) });
export type TaxDocumentsResponse = z.infer<typeof taxDocumentsResponseSchema>;

export const taxDocumentParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  docId: z.coerce.number().int().positive().max(2_147_483_647),
});

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give dates as YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Please give a real date.');

/** GET admin/gst/register?from=&to= (both days included, India time). */
export const gstRegisterQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((q) => q.from <= q.to, { message: 'The start date must not be after the end date.', path: ['to'] });

/** GET admin/gst/gstr1?period=MMYYYY: the month's GSTR-1 for the GST portal's offline tool (ARCHITECTURE §9). */
export const gstr1QuerySchema = z.object({
  period: z.string().regex(/^(0[1-9]|1[0-2])20\d{2}$/, 'Please give the period as MMYYYY, e.g. 112026.'),
});
