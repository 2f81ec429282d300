import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';

interface LandingPage {
  pattern: string;
  /** The lazy module the page renders (src/app/router.tsx). */
  module?: string;
  /** Font files (src/styles/fonts/, without .woff2) its first screen sets text in. */
  fonts?: string[];
  /** Lazy parts it renders as soon as it is hydrated, besides EVERY_PAGE_LATER. */
  later?: string[];
}

/**
 * Lazy parts every page renders once hydrated (app/layout.tsx, the header's trust bar). Named with
 * the page's own chunks, the page's starter (starter.js) asks for them one per task after
 * the first paint; otherwise React's first render asks for them itself, and Vite's loader adds a
 * `modulepreload` link per chunk in one task — 40–50 ms of one task on a slow phone's home page
 * (decision 036).
 */
const EVERY_PAGE_LATER = [
  'src/app/header/rate-turns.tsx',
  'src/app/footer/site-footer.tsx',
  'src/app/floating-chat.tsx',
];
/** A product card's heart (app/layout.tsx). */
const CARDS_LATER = ['src/features/favorites/components/wishlist-heart.tsx'];

/**
 * The faces every landing page's first screen is set in: Cormorant 500 (headings) and 600 (names,
 * prices), and Mulish (one variable file for 400–700). Asked for by the page's own HTML, they load
 * beside the stylesheet instead of after it: found only by the first layout, they were a second
 * wave of requests that decided the page's largest paint in Lighthouse's simulation (decision 037).
 */
const FIRST_SCREEN_FONTS = [
  'cormorant-garamond-500-core',
  'cormorant-garamond-600-core',
  'mulish-variable-core',
];

/**
 * The pages people land on from outside (search results, shared links). The build writes what
 * their first paint needs to `route-chunks.json` — the lazy chunks of their module, and the fonts
 * of their first screen — and the server names them in the page's HTML as `modulepreload` and
 * font `preload`, so they load alongside the entry chunk instead of after it
 * (apps/api/src/modules/pages/seo-route-chunks.ts).
 */
const LANDING_PAGES: LandingPage[] = [
  {
    pattern: '^/$',
    fonts: FIRST_SCREEN_FONTS,
    later: ['src/features/catalog/components/home-below-fold.tsx', ...CARDS_LATER],
  },
  {
    pattern: '^/productdetail/',
    module: 'src/app/routes/product-page.tsx',
    fonts: FIRST_SCREEN_FONTS,
  },
  {
    pattern: '^/dashboard(/|$)',
    module: 'src/features/catalog/routes/dashboard.tsx',
    fonts: FIRST_SCREEN_FONTS,
    later: CARDS_LATER,
  },
  {
    pattern: '^/price-filter/',
    module: 'src/features/catalog/routes/price-filter.tsx',
    fonts: FIRST_SCREEN_FONTS,
    later: CARDS_LATER,
  },
];

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

export function routeChunks(webRoot: string): Plugin {
  return {
    name: 'kanak-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const items = Object.values(bundle);
      const chunks = items.filter(
        (item): item is OutputChunkLike & typeof item => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[], into = new Set<string>()) => {
        for (const file of start) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const fontFile = (name: string) => {
        const asset = items.find(
          (item) =>
            item.type === 'asset' &&
            item.fileName.startsWith(`assets/${name}-`) &&
            item.fileName.endsWith('.woff2'),
        );
        if (!asset) throw new Error(`route-chunks: no font file for ${name}`);
        return `/${asset.fileName}`;
      };
      const chunkOf = (module: string) => {
        const id = path.join(webRoot, module);
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        // A renamed page or part must not silently lose its preload.
        if (!chunk) throw new Error(`route-chunks: no chunk for ${module}`);
        return chunk.fileName;
      };
      const routes = LANDING_PAGES.map(({ pattern, module, fonts = [], later = [] }) => {
        // The page's own chunks first: it hydrates with them; the parts it renders later follow.
        const modules = [...(module ? [module] : []), ...later, ...EVERY_PAGE_LATER];
        const files = [...closure(modules.map(chunkOf))]
          .filter((f) => !entry.has(f))
          .map((f) => `/${f}`);
        return { pattern, files, fonts: fonts.map(fontFile) };
      });
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify({ routes, starter: starterOf(webRoot) }, null, 2)}\n`,
      });
    },
  };
}

/**
 * The starter (starter.js), minified: the server writes it inline into each rendered page and
 * allows it in the page's CSP by its hash (decision 037).
 */
function starterOf(webRoot: string): string {
  const file = path.join(webRoot, 'starter.js');
  const { code, errors } = minifySync(file, readFileSync(file, 'utf8'), {
    compress: true,
    mangle: true,
  });
  if (errors.length > 0)
    throw new Error(`route-chunks: starter.js: ${errors.map((e) => e.message).join('; ')}`);
  // Inside <script>, "</script" would end it early.
  if (/<\/script/i.test(code))
    throw new Error('route-chunks: starter.js must not contain "</script"');
  return code.trim();
}
