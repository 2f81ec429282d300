import type { HelmetOptions } from 'helmet';
import type { Env } from '../env.ts';

/** Razorpay's origins (ARCHITECTURE §1 payments): Checkout's script, its frame and its API. */
const RAZORPAY = {
  checkout: 'https://checkout.razorpay.com',
  // checkout.js loads its risk-detection bundle from here.
  cdn: 'https://cdn.razorpay.com',
  api: 'https://api.razorpay.com',
  // Checkout's own telemetry.
  telemetry: 'https://lumberjack.razorpay.com',
};

/**
 * The shop's security headers (decision 013). The policy names the shop, its media origin and
 * Razorpay and nothing else: no inline script or style, no eval, no wildcard, and no one may frame the shop.
 * Served to the app shell, assets, media and errors; the API's JSON answers get apiSecurityHeaderOptions.
 */
export function securityHeaderOptions(env: Pick<Env, 'nodeEnv' | 'mediaOrigin'>): HelmetOptions {
  const production = env.nodeEnv === 'production';
  // Product images and videos from S3 or its CDN when they are not served by the shop itself.
  const media = env.mediaOrigin ? [env.mediaOrigin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", RAZORPAY.checkout, RAZORPAY.cdn],
        // React sets style props through the CSSOM, which CSP does not govern; the build has no
        // inline <style> or style attribute, so 'unsafe-inline' is not needed.
        styleSrc: ["'self'"],
        // blob: is the request forms' preview of a picked photo.
        imgSrc: ["'self'", 'blob:', ...media],
        mediaSrc: ["'self'", ...media],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", RAZORPAY.api, RAZORPAY.telemetry],
        frameSrc: [RAZORPAY.api, RAZORPAY.checkout],
        objectSrc: ["'none'"],
        scriptSrcAttr: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Clickjacking: the shop is never framed, not even by itself.
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Checkout opens bank and UPI windows that report back to their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only behind TLS: a plain-HTTP development host must not be pinned to HTTPS.
    strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
  };
}

/**
 * The API's JSON answers are never rendered, so their policy allows nothing at all (OWASP's advice
 * for REST answers): if one were ever opened as a page, no script, style or frame would load. The
 * headers that only matter to a page (opener policy, DNS prefetch, origin-agent clustering, old IE
 * and Flash switches) are left off: every answer of the catalogue's hot path carries less.
 */
export function apiSecurityHeaderOptions(env: Pick<Env, 'nodeEnv'>): HelmetOptions {
  const production = env.nodeEnv === 'production';
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
  };
}

/**
 * A page's policy with one more script source in `script-src`: a rendered page's inline starter,
 * allowed by its hash (decision 037). Anything else inline stays refused.
 */
export function allowingScript(policy: string, source: string): string {
  return policy.replace(/(^|;)\s*script-src ([^;]*)/, (_, start: string, sources: string) => `${start}script-src ${sources} ${source}`);
}
