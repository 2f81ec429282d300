/** Types of size-web.mjs for the TypeScript benchmarks that build the storefront. */
export function buildWeb(outDir: string): void;
