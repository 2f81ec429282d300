import { PRELOAD_SCRIPT_ID, preloadKey } from '@kanak/domain/preload';

/**
 * The answers the server sent with the page (apps/api/src/plugins/seo-preload.ts): what the page's
 * first catalogue requests would return, so its first render already has them — no API round trip
 * before the first paint. Queries take them as `initialData`. Each answer is used once and only
 * while the page is fresh; anything later goes to the network as usual.
 */
const FRESH_FOR_MS = 30_000;

let answers: Map<string, unknown> | undefined;

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
  if (performance.now() > FRESH_FOR_MS) return undefined;
  const map = load();
  const key = preloadKey(path);
  const answer = map.get(key);
  map.delete(key);
  return answer as T | undefined;
}
