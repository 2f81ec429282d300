import type { App } from '../../src/app.ts';

/** One operation of the OpenAPI document: its method, path template and parameters by place. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** `/api/orders/{id}/documents/{kind}` */
  path: string;
  query: string[];
  params: string[];
  /** Anything in the body (JSON or multipart); absent for routes that read none. */
  hasBody: boolean;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/**
 * Every route with a schema, from the app's own OpenAPI document, so a route added later is in
 * every sweep of this suite without anyone listing it.
 */
export async function operations(app: App): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const spec = res.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        hasBody: op.requestBody !== undefined,
      })),
  );
}

/** The path with each `{param}` filled by `fill(name)`. */
export function urlOf(op: Operation, fill: (name: string) => string | number): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(String(fill(name))));
}

/** Routes any visitor may call: the catalogue, sign-up and sign-in, public forms, the webhook. */
export const PUBLIC_ROUTES = new Set([
  'GET /api/healthz',
  'GET /api/readyz',
  'GET /api/offers/live',
  'GET /api/product-categories',
  'GET /api/home-carousel',
  'GET /api/filter-products',
  'GET /api/search/suggest',
  'GET /api/products/category/{id}',
  'GET /api/products/{id}',
  'GET /api/products/{id}/price',
  'GET /api/rates',
  'GET /api/settings',
  // The purchase plans on offer (ARCHITECTURE §11): shown before signing in.
  'GET /api/plans',
  'POST /api/register',
  'POST /api/send-otp',
  'POST /api/verify-otp',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/login',
  // The owner's way in while the lockout holds (decision 046): password, then a one-time code.
  'POST /api/login/code',
  'POST /api/login/code/verify',
  'POST /api/logout',
  'GET /api/email/verify',
  'POST /api/customize-requests',
  'POST /api/bulk-order-requests',
  'POST /api/contact-messages',
  'POST /api/payments/razorpay/webhook',
  // Outbox only, never in production (app.ts); the suite's app has it.
  'GET /api/dev/outbox',
  // Credentials travel in the form itself (SPEC §5 test form); the route checks them.
  'POST /api/product-test',
  'GET /robots.txt',
  'GET /sitemap.xml',
]);

export const key = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;
