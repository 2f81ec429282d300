import { describe, expect, it } from 'vitest';
import { formatLogLine } from './readable-log.ts';

describe('the development console', () => {
  it('folds a request into one line with its method, path, status and time', () => {
    const pending = new Map<string, string>();
    const time = new Date('2026-11-23T10:15:30').getTime();
    expect(formatLogLine({ level: 30, time, reqId: 'r1', msg: 'incoming request', req: { method: 'GET', url: '/api/rates' } }, pending)).toBeNull();
    expect(formatLogLine({ level: 30, time, reqId: 'r1', msg: 'request completed', res: { statusCode: 200 }, responseTime: 4.6 }, pending)).toBe(
      '10:15:30 GET /api/rates → 200 5 ms',
    );
    expect(pending.size).toBe(0);
  });

  it('says start-up steps as sentences, warnings with their level and errors with their stack', () => {
    const pending = new Map<string, string>();
    const time = new Date('2026-11-23T10:15:30').getTime();
    expect(formatLogLine({ level: 30, time, msg: 'Applying database migrations (pglite)…', pid: 1, hostname: 'h' }, pending)).toBe(
      '10:15:30 Applying database migrations (pglite)…',
    );
    expect(formatLogLine({ level: 40, time, msg: 'slow', userId: 7 }, pending)).toBe('10:15:30 WARN slow  userId=7');
    expect(formatLogLine({ level: 50, time, msg: 'failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } }, pending)).toBe(
      '10:15:30 ERROR failed\nError: boom\n    at x',
    );
  });
});
