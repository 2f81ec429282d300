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

/**
 * One autocannon run; figures are requests/s (mean) and latency percentiles in ms. With `amount`
 * the run stops after that many requests instead of after `seconds`.
 */
export async function measure(load: Load, seconds: number, connections: number, amount?: number): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url: load.url,
    method: load.method ?? 'GET',
    headers: { ...BROWSER_HEADERS, ...load.headers },
    connections,
    duration: seconds,
    ...(amount ? { amount } : {}),
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

/**
 * GETs `urls` one at a time, each after the previous answer has arrived: the latency of a single
 * request with nothing queued in front of it. Percentiles in ms with one decimal.
 */
export async function measureInTurn(label: string, urls: readonly string[]): Promise<Figures> {
  const latencies: number[] = [];
  let non2xx = 0;
  const started = performance.now();
  for (const url of urls) {
    const sent = performance.now();
    const res = await fetch(url, { headers: BROWSER_HEADERS });
    await res.arrayBuffer();
    latencies.push(performance.now() - sent);
    if (res.status < 200 || res.status > 299) non2xx += 1;
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return { label, rps: urls.length / elapsed, p50: at(0.5), p99: at(0.99), errors: 0, non2xx };
}
