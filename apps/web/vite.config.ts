import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { routeChunks } from './route-chunks.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// In development the API (apps/api) serves /api and /media; in production it serves this build too.
const apiOrigin = 'http://127.0.0.1:3000';

/** Where `specifier` resolves for an ES import, in React Router's production build instead. */
const productionBuild = (specifier: string) =>
  fileURLToPath(import.meta.resolve(specifier)).replace(
    `${path.sep}development${path.sep}`,
    `${path.sep}production${path.sep}`,
  );

const reactRouterProduction = [
  { find: /^react-router$/, replacement: productionBuild('react-router') },
  { find: /^react-router\/dom$/, replacement: productionBuild('react-router/dom') },
];

// `vite build --ssr src/entry-server.tsx` builds the server's renderer of public pages (package.json).
export default defineConfig(({ command, isSsrBuild }) => ({
  root: webRoot,
  // React Router's package points every import at its development build, which keeps its
  // developer warnings (strings and checks) in the browser's entry chunk. Builds use the production
  // build beside it: the same code with ENABLE_DEV_WARNINGS false (decision 039).
  ...(command === 'build' ? { resolve: { alias: reactRouterProduction } } : {}),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [routeChunks(webRoot), precompress()])],
  // The server's renderer needs no copy of public/ (the browser's build has it).
  ...(isSsrBuild ? { publicDir: false as const } : {}),
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Raw (minified) kB. React + React Router + TanStack Query alone are ~340 kB raw; the budget that
    // matters is 120 KB gzip for `/` (ARCHITECTURE §6), so only warn well past today's entry chunk.
    chunkSizeWarningLimit: 420,
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/media': { target: apiOrigin, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/media': { target: apiOrigin, changeOrigin: false },
    },
  },
}));
