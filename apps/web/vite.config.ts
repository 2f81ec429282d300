import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { routeChunks } from './route-chunks.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// In development the API (apps/api) serves /api and /media; in production it serves this build too.
const apiOrigin = 'http://127.0.0.1:3000';

// `vite build --ssr src/entry-server.tsx` builds the server's renderer of public pages (package.json).
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
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
