/**
 * The one way the web app talks to `/api` (ARCHITECTURE §5). Sends the session cookie, reads the
 * contract's error shape `{ message, errors? }` and throws it as an `ApiError`.
 */
import type { ErrorBody } from '@kanak/domain/contract/catalog';

export type FieldErrors = NonNullable<ErrorBody['errors']>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** The error answer's body, for calls whose refusals carry figures (POST orders 409). */
    readonly data?: unknown,
  ) {
    super(message);
  }

  /** 0 means the request never got an answer (offline, DNS, server down). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

const API_BASE = '/api/';
const NETWORK_MESSAGE = 'We could not reach Kanak. Please check your connection and try again.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

type Body = FormData | Record<string, unknown> | unknown[];

/**
 * The words of a call whose SPEC §8 names a text for each way its answer can be broken (the
 * order upload): they replace the general ones, and a malformed answer fails even when 2xx.
 */
export interface FailureTexts {
  /** No answer at all, and the fallback when an answer carries no message. */
  failed: string;
  /** An HTML page instead of JSON (a proxy's error page). */
  html: string;
  /** A body that is not JSON. */
  invalidJson: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  signal?: AbortSignal;
  /**
   * The call needs the signed-in customer's session (cart, favourites, orders, and `me` once it
   * has returned a user). Its 401 about the token means the session ended: see `onSessionExpired`.
   */
  auth?: boolean;
  failures?: FailureTexts;
}

let sessionExpired: (() => void) | undefined;

/** SPEC §4: the app decides what an ended session does (clear the account, tell, go home). */
export function onSessionExpired(handler: () => void): void {
  sessionExpired = handler;
}

/** `path` is relative to `/api/`, e.g. `product-categories`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, auth, failures } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(API_BASE + path.replace(/^\//, ''), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'include',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, failures?.failed ?? NETWORK_MESSAGE);
  }

  const data = failures ? await readStrictJson(response, failures) : await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, data, failures);
    // SPEC §4: "401 with a message mentioning token or unauthorized".
    if (auth && error.status === 401 && /token|unauthori[sz]ed/i.test(error.message)) {
      sessionExpired?.();
    }
    throw error;
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: Body) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page or a truncated body: report the status, not a parse error.
    return undefined;
  }
}

async function readStrictJson(response: Response, failures: FailureTexts): Promise<unknown> {
  const text = await response.text();
  if (/^\s*</.test(text)) throw new ApiError(response.status, failures.html);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(response.status, failures.invalidJson);
  }
}

function toApiError(status: number, data: unknown, failures?: FailureTexts): ApiError {
  const fallback = failures?.failed ?? FALLBACK_MESSAGE;
  if (typeof data === 'object' && data !== null) {
    const { message, errors } = data as { message?: unknown; errors?: unknown };
    const said = typeof message === 'string' && message ? message : fallback;
    // A call with its own texts says its own words for a server fault.
    return new ApiError(
      status,
      failures && status >= 500 ? fallback : said,
      isFieldErrors(errors) ? errors : undefined,
      data,
    );
  }
  return new ApiError(status, fallback);
}

/** The server's words when it gave some, else `fallback` (SPEC §8's text for this step). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.isNetworkError ? error.message : fallback;
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}
