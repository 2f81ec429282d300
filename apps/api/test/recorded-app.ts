/**
 * The set-up of the account test files: their own app (on its own database) and a Recorder of
 * every answer, for the leak checks. The bindings below are live: read them in tests.
 */
import { afterAll, beforeAll } from 'vitest';
import { Recorder } from './accounts.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export let t: TestApp;
export let r: Recorder;

/** Call at the top of the file, with the environment it needs beside the test defaults. */
export function setupRecordedApp(envOverrides: Record<string, string> = {}) {
  beforeAll(async () => {
    t = await createTestApp(envOverrides);
    r = new Recorder(t.app);
  });
  afterAll(() => t.close());
}
