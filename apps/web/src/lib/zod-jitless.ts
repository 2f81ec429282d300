/*
 * The CSP has no 'unsafe-eval' (decision 013). Zod decides, while building each object schema,
 * whether it may compile a parser with `new Function`; that probe is reported by the browser as a
 * policy violation even though zod catches it. Jitless mode skips it, and the shop's forms are
 * small enough that interpreted parsing costs nothing visible.
 *
 * Zod keeps its settings on this global (zod/v4/core `config()`); writing it directly keeps zod
 * out of the first chunk, and main.tsx runs this before any lazy chunk that carries zod loads.
 * xss.e2e.ts fails if a zod upgrade stops reading it.
 */
const host = globalThis as { __zod_globalConfig?: Record<string, unknown> };
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true };

export {};
