import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { afterReply, repliesSettled } from './after-reply.ts';

/*
 * Work a request leaves for after its answer (the forgotten password's text, the owner's code):
 * it never runs before the answer is on its way, a failure reaches the operator's log and never
 * the client, and closing the app (or a test reading the outbox) waits for all of it.
 */

function fakeLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

describe('work after the answer', () => {
  it('does not start before the request’s own code has finished', async () => {
    const { log } = fakeLog();
    const order: string[] = [];
    afterReply(async () => {
      order.push('texted');
    }, log);
    order.push('answered');
    await Promise.resolve();
    expect(order).toEqual(['answered']);
    await repliesSettled();
    expect(order).toEqual(['answered', 'texted']);
  });

  it('is waited for until it has finished, with whatever work it started itself', async () => {
    const { log } = fakeLog();
    const done: string[] = [];
    afterReply(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      afterReply(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        done.push('second');
      }, log);
      done.push('first');
    }, log);
    await repliesSettled();
    expect(done).toEqual(['first', 'second']);
  });

  it('that fails is logged for the operator with its error, and is not thrown at anyone', async () => {
    const { log, error } = fakeLog();
    const failure = new Error('SMS gateway down');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      afterReply(() => Promise.reject(failure), log);
      await expect(repliesSettled()).resolves.toBeUndefined();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith({ err: failure }, 'work after the answer failed');
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('leaves nothing to wait for once it is done: waiting again returns at once', async () => {
    const { log } = fakeLog();
    afterReply(async () => undefined, log);
    await repliesSettled();
    let settled = false;
    void repliesSettled().then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
