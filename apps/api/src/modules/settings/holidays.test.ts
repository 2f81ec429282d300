import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { addWorkingDays, indiaDate } from '@kanak/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { Recorder, signup } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { holidayDates } from './holidays.repository.ts';

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  customer = await new Recorder(t.app).registerAndVerify(signup(92));
});
afterAll(() => t.close());

const as = (token = admin) => ({ authorization: `Bearer ${token}` });
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/holidays', headers: as() })).json().holidays;
const add = (payload: unknown, token = admin) => t.app.inject({ method: 'POST', url: '/api/admin/holidays', headers: as(token), payload: payload as object });
const remove = (date: string, token = admin) => t.app.inject({ method: 'DELETE', url: `/api/admin/holidays/${date}`, headers: as(token) });
const auditOf = (action: string) => t.app.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action));

describe('the holiday list', () => {
  it('adds holidays, lists them earliest first and audits who added them', async () => {
    const diwali = await add({ date: '2026-11-09', name: ' Diwali ' });
    expect(diwali.statusCode).toBe(201);
    expect(diwali.json()).toEqual({ holiday: { date: '2026-11-09', name: 'Diwali' } });
    expect((await add({ date: '2026-10-02', name: 'Gandhi Jayanti' })).statusCode).toBe(201);
    expect(await list()).toEqual([
      { date: '2026-10-02', name: 'Gandhi Jayanti' },
      { date: '2026-11-09', name: 'Diwali' },
    ]);
    expect(await holidayDates(t.app.database.db)).toEqual(['2026-10-02', '2026-11-09']);
    const [entry] = await auditOf('holiday_added').then((rows) => rows.filter((r) => r.entityId === '2026-11-09'));
    expect(entry).toMatchObject({ entity: 'holiday', detail: { name: 'Diwali' } });
    expect(entry?.actorUserId).toEqual(expect.any(Number));
  });

  it('answers 409 for a date that is already a holiday and keeps the first name', async () => {
    expect((await add({ date: '2026-12-25', name: 'Christmas' })).statusCode).toBe(201);
    const again = await add({ date: '2026-12-25', name: 'Xmas' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This date is already a holiday.', errors: { date: ['This date is already a holiday.'] } });
    expect((await list()).find((h: { date: string }) => h.date === '2026-12-25').name).toBe('Christmas');
  });

  it('answers 422 with field errors for a date that is not one or an empty name', async () => {
    for (const date of ['2026-02-30', '09-12-2026', '2026-1-5', '', 20261209]) {
      const res = await add({ date, name: 'Holiday' });
      expect(res.statusCode, String(date)).toBe(422);
      expect(res.json().errors.date).toEqual(['Please enter a date as YYYY-MM-DD.']);
    }
    const blank = await add({ date: '2026-08-15', name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ message: "Please enter the holiday's name.", errors: { name: ["Please enter the holiday's name."] } });
    const missing = await add({});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['date', 'name']);
    expect((await list()).map((h: { date: string }) => h.date)).not.toContain('2026-08-15');
  });

  it('removes a holiday with 204, audited, and answers 404 for a date that is not one', async () => {
    expect((await add({ date: '2027-01-26', name: 'Republic Day' })).statusCode).toBe(201);
    const removed = await remove('2027-01-26');
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await list()).map((h: { date: string }) => h.date)).not.toContain('2027-01-26');
    expect((await auditOf('holiday_removed')).map((r) => [r.entityId, r.detail])).toEqual([['2027-01-26', { name: 'Republic Day' }]]);
    for (const date of ['2027-01-26', '2027-02-30', 'not-a-date']) {
      const res = await remove(date);
      expect(res.statusCode, date).toBe(404);
      expect(res.json()).toEqual({ message: 'That date is not a holiday.' });
    }
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/holidays' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/holidays', headers: as(customer) })).statusCode).toBe(403);
    expect((await add({ date: '2026-08-15', name: 'Independence Day' }, customer)).statusCode).toBe(403);
    expect((await remove('2026-11-09', customer)).statusCode).toBe(403);
    expect((await list()).map((h: { date: string }) => h.date)).toContain('2026-11-09');
  });
});

describe('the delivery date the product page shows', () => {
  it('is 15 working days from today in India, and moves when a holiday falls inside them', async () => {
    const read = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
      expect(res.statusCode).toBe(200);
      return res.json().delivery_by as string;
    };
    const today = indiaDate(new Date());
    const holidays = await holidayDates(t.app.database.db);
    expect(await read()).toBe(addWorkingDays(today, 15, holidays));
    // The next working day becomes a holiday: the promise is one working day later.
    const next = addWorkingDays(today, 1, holidays);
    expect((await add({ date: next, name: 'Shop closed' })).statusCode).toBe(201);
    const later = await read();
    expect(later).toBe(addWorkingDays(today, 15, [...holidays, next]));
    expect(later).toBe(addWorkingDays(addWorkingDays(today, 15, holidays), 1, [...holidays, next]));
    expect((await remove(next)).statusCode).toBe(204);
    expect(await read()).toBe(addWorkingDays(today, 15, holidays));
  });
});
