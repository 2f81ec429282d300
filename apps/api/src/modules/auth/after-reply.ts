import type { FastifyBaseLogger } from 'fastify';

/*
 * Work a request starts once its answer is on its way (password/forgot texts its code after
 * answering, so a known account answers in the time an unknown one does). Each task is tracked:
 * closing the app waits for them, and so can a test that reads the outbox.
 */
const pending = new Set<Promise<void>>();

/** Runs `task` after the current answer is sent; a failure is logged, never thrown. */
export function afterReply(task: () => Promise<void>, log: FastifyBaseLogger): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => log.error({ err: error }, 'work after the answer failed'))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every task started so far (and any they started) has finished. */
export async function repliesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
