import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves paths against the working directory (and mangles absolute ones), so give
// it paths relative to wherever it runs: `npm run db:generate` at the root, or inside packages/db.
const fromHere = (path: string) => relative(process.cwd(), fileURLToPath(new URL(path, import.meta.url))) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: fromHere('./src/schema/index.ts'),
  out: fromHere('./migrations'),
  strict: true,
  verbose: true,
});
