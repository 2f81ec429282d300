import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HttpError } from '../http-error.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A route of this test only, to see how the shared error handling answers.
  t.app.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string().min(1, 'Please enter your name.'), quantity: z.number().int().max(5) }) } },
    async (request) => request.body,
  );
  t.app.get('/api/test/conflict', async () => {
    throw new HttpError(409, 'Prices have changed', undefined, { total_price: 47582 });
  });
  t.app.get('/api/test/crash', async () => {
    throw new Error('secret internal detail');
  });
  await t.app.ready();
});
afterAll(() => t.close());

describe('the error contract', () => {
  it('answers a validation failure with 422 and the messages by field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '', quantity: 9 } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Please enter your name.');
    expect(body.errors.name).toEqual(['Please enter your name.']);
    expect(body.errors.quantity).toHaveLength(1);
  });

  it('names a missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { quantity: 1 } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['name']);
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(2 * 1024 * 1024), quantity: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBeTypeOf('string');
  });

  it('keeps extra fields a service adds, such as the current total of a 409', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Prices have changed', total_price: 47582 });
  });

  it('never shows a stack trace or an internal message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    expect(res.body).not.toContain('secret');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('tags every response with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});
