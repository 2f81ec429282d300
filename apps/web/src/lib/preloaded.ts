import { PRELOAD_SCRIPT_ID, preloadKey } from '@kanak/domain/preload';

/**
 * The answers the server sent with the page (apps/api/src/modules/pages/seo-preload.ts): what the page's
 * first catalogue requests would return, so its first render already has them — no API round trip
 * before the first paint, and the same content the server rendered (entry-server.tsx), so the page
 * hydrates without a mismatch. Queries take them as `initialData`. In the browser each answer is
 * used once and only while the page is fresh; anything later goes to the network as usual.
 */
const FRESH_FOR_MS = 30_000;

let answers: Map<string, unknown> | undefined;

/** Where the server's renderer keeps the answers of the page it is rendering (entry-server.tsx). */
let serverAnswers: ((key: string) => unknown) | undefined;

export function setServerAnswers(source: (key: string) => unknown): void {
  serverAnswers = source;
}

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = document.getElementById(PRELOAD_SCRIPT_ID)?.textContent;
  if (!text) return answers;
  try {
    const data = JSON.parse(text) as unknown;
    if (typeof data === 'object' && data !== null) answers = new Map(Object.entries(data));
  } catch {
    // A damaged blob only costs the requests it would have saved.
  }
  return answers;
}

/**
 * The server's answer to `GET /api/{path}` sent with this page, once; undefined when there is none.
 * The type is the API contract's, as for `api.get` (the server answered through the same route).
 */
export function preloadedAnswer<T>(path: string): T | undefined {
  const key = preloadKey(path);
  if (serverAnswers) return serverAnswers(key) as T | undefined;
  if (performance.now() > FRESH_FOR_MS) return undefined;
  const map = load();
  const answer = map.get(key);
  map.delete(key);
  return answer as T | undefined;
}
