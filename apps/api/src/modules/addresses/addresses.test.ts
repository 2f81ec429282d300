import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, Recorder, signup } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let r: Recorder;
let asha: string;
let ravi: string;

beforeAll(async () => {
  t = await createTestApp();
  r = new Recorder(t.app);
  asha = await r.registerAndVerify(signup(1));
  ravi = await r.registerAndVerify(signup(2));
});
afterAll(() => t.close());

const home = {
  recipient_name: 'Asha Iyer',
  landmark: 'Near the temple tank',
  mobile: '9876543210',
  pincode: '600004',
  state: 'Tamil Nadu',
  area: 'Mylapore',
  address: '12 Kutchery Road',
};
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => r.inject({ method, url: `/api${url}`, headers: auth(token), ...(payload ? { payload } : {}) });
const list = async (token: string) => (await call(token, 'GET', '/addresses')).json();
const create = async (token: string, fields: Record<string, string> = home) =>
  (await call(token, 'POST', '/addresses', fields)).json().address.id as number;

describe('saving an address', () => {
  it('saves a multipart address as SPEC §7 posts it and answers the address', async () => {
    const form = multipart({ ...home, user_id: '99' });
    const res = await r.inject({
      method: 'POST',
      url: '/api/addresses',
      payload: form.payload,
      headers: { ...form.headers, ...auth(asha) },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Address submitted successfully',
      address: { id: expect.any(Number), ...home },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts JSON and url-encoded bodies, trimming the fields', async () => {
    const json = await call(asha, 'POST', '/addresses', { ...home, area: '  Adyar ' });
    expect(json.json().address.area).toBe('Adyar');
    const encoded = await r.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: { ...auth(asha), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...home, state: 'Delhi', pincode: '110001' }).toString(),
    });
    expect(encoded.statusCode).toBe(201);
  });

  it('answers the SPEC messages for missing fields and a short mobile number', async () => {
    const missing = await call(asha, 'POST', '/addresses', {
      ...home,
      landmark: ' ',
      area: undefined,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'Please fill all fields and valid mobile number',
      errors: {
        landmark: ['Please fill all fields and valid mobile number'],
        area: ['Please fill all fields and valid mobile number'],
      },
    });
    const phone = await call(asha, 'POST', '/addresses', { ...home, mobile: '98765' });
    expect(phone.json()).toEqual({
      message: 'Phone number must be 10 digits',
      errors: { mobile: ['Phone number must be 10 digits'] },
    });
    const blank = await call(asha, 'POST', '/addresses', { ...home, mobile: '' });
    expect(blank.json().errors).toEqual({
      mobile: ['Please fill all fields and valid mobile number'],
    });
  });

  it('refuses a pincode that is not six digits starting 1 to 9', async () => {
    for (const pincode of ['60000', '6000041', '060004', '60 004']) {
      const res = await call(asha, 'POST', '/addresses', { ...home, pincode });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ pincode: ['Please enter a valid 6-digit pincode'] });
    }
  });

  it('accepts only states and union territories of India', async () => {
    const res = await call(asha, 'POST', '/addresses', { ...home, state: 'Tamilnadu' });
    expect(res.json()).toEqual({
      message: 'Please choose a state from the list',
      errors: { state: ['Please choose a state from the list'] },
    });
    expect((await call(asha, 'POST', '/addresses', { ...home, state: 'Ladakh', pincode: '194101' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a pincode that belongs to another state, and says so on the pincode (India Post circles)', async () => {
    const res = await call(asha, 'POST', '/addresses', { ...home, state: 'Karnataka' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ pincode: ['This pincode is not in Karnataka. Please check the pincode or the state.'] });
  });
});

describe('the address book', () => {
  it('lists the newest first, with the latest created or updated as the default', async () => {
    const a = await create(ravi, { ...home, area: 'First' });
    const b = await create(ravi, { ...home, area: 'Second' });
    let book = await list(ravi);
    expect(book.data.map((x: { id: number }) => x.id)).toEqual([b, a]);
    expect(book.default_address_id).toBe(b);
    const updated = await call(ravi, 'PUT', `/addresses/${a}`, { ...home, area: 'First, moved' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      message: 'Address submitted successfully',
      address: { id: a, ...home, area: 'First, moved' },
    });
    book = await list(ravi);
    expect(book.data.map((x: { id: number }) => x.id)).toEqual([a, b]);
    expect(book.default_address_id).toBe(a);
  });

  it('updates through POST with _method=PUT, as SPEC §7 sends it', async () => {
    const id = await create(asha);
    const form = multipart({ ...home, mobile: '9123456789', _method: 'PUT' });
    const res = await r.inject({
      method: 'POST',
      url: `/api/addresses/${id}`,
      payload: form.payload,
      headers: { ...form.headers, ...auth(asha) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toEqual({ id, ...home, mobile: '9123456789' });
    const bad = await call(asha, 'POST', `/addresses/${id}`, { ...home, mobile: '12' });
    expect(bad.json().message).toBe('Phone number must be 10 digits');
  });

  it('hides a deleted address but keeps the row for old orders', async () => {
    const id = await create(asha);
    const res = await call(asha, 'DELETE', `/addresses/${id}`);
    expect(res.statusCode).toBe(200);
    expect((await list(asha)).data.map((x: { id: number }) => x.id)).not.toContain(id);
    const [row] = await t.app.database.db
      .select()
      .from(schema.addresses)
      .where(eq(schema.addresses.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await call(asha, 'DELETE', `/addresses/${id}`)).statusCode).toBe(404);
    expect((await call(asha, 'PUT', `/addresses/${id}`, home)).json()).toEqual({
      message: 'Address not found',
    });
  });

  it("answers 404 for another customer's address, as for an unknown one, and never lists it", async () => {
    const theirs = await create(ravi, { ...home, recipient_name: 'Ravi' });
    const unknown = await call(asha, 'DELETE', '/addresses/999999');
    for (const res of [
      await call(asha, 'PUT', `/addresses/${theirs}`, home),
      await call(asha, 'POST', `/addresses/${theirs}`, { ...home, _method: 'PUT' }),
      await call(asha, 'DELETE', `/addresses/${theirs}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    expect((await list(asha)).data.map((x: { id: number }) => x.id)).not.toContain(theirs);
    expect((await list(ravi)).data[0]).toMatchObject({ id: theirs, recipient_name: 'Ravi' });
  });

  it('answers 401 without a session and with a revoked one', async () => {
    for (const [method, url] of [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses'],
      ['PUT', '/api/addresses/1'],
      ['POST', '/api/addresses/1'],
      ['DELETE', '/api/addresses/1'],
    ] as const) {
      const res = await r.inject({ method, url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Access token not found' });
    }
    const token = await r.registerAndVerify(signup(3));
    await r.inject({ method: 'POST', url: '/api/logout', headers: auth(token) });
    expect((await call(token, 'GET', '/addresses')).statusCode).toBe(401);
  });
});
