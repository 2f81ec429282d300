import { z } from 'zod';
import { isIsoDate } from '../calendar.ts';
import { MESSAGES } from '../messages.ts';

/** The shop's holiday list (ARCHITECTURE §7): the days besides Sundays that are not working days. */

const isoDate = z.string({ error: MESSAGES.admin.holidayDate }).refine(isIsoDate, MESSAGES.admin.holidayDate);

export const holidaySchema = z.object({ date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;

/** GET admin/holidays: every holiday, earliest first. */
export const adminHolidaysResponseSchema = z.object({ holidays: z.array(holidaySchema) });
export type AdminHolidaysResponse = z.infer<typeof adminHolidaysResponseSchema>;

/** POST admin/holidays. */
export const addHolidayRequestSchema = z.object({
  date: isoDate,
  name: z.string({ error: MESSAGES.admin.holidayName }).trim().min(1, MESSAGES.admin.holidayName).max(100),
});
export type AddHolidayRequest = z.infer<typeof addHolidayRequestSchema>;
export const addHolidayResponseSchema = z.object({ holiday: holidaySchema });
export type AddHolidayResponse = z.infer<typeof addHolidayResponseSchema>;

/** DELETE admin/holidays/{date}: any text, so a date that is not one answers 404 like an unknown one. */
export const holidayDateParamsSchema = z.object({ date: z.string() });
