import autocannon from 'autocannon';

export interface Load {
  /** What the line of the table is called. */
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Varies each request (a different id, customer or body). */
  vary?: (n: number) => { path?: string; headers?: Record<string, string>; body?: string };
}

export interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** What a browser sends with every request; both the shop and the bare route get it. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** One autocannon run; figures are requests/s (mean) and latency percentiles in ms. */
export async function measure(load: Load, seconds: number, connections: number): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url: load.url,
    method: load.method ?? 'GET',
    headers: { ...BROWSER_HEADERS, ...load.headers },
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const v = load.vary?.(n++);
          if (!v) return request;
          return {
            ...request,
            ...(v.path ? { path: v.path } : {}),
            ...(v.body ? { body: v.body } : {}),
            headers: { ...request.headers, ...v.headers },
          };
        },
      },
    ],
  });
  return {
    label: load.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
