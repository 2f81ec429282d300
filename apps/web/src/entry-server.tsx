/**
 * The server's renderer of public pages (issue 20, ARCHITECTURE §6): built by `vite build --ssr`
 * into `dist-ssr/` and loaded by the API (apps/api/src/modules/pages/page-render.ts), never by the
 * browser. It renders the same routes and components as the browser (main.tsx) with the answers
 * the page's HTML will carry (seo-preload.ts), so the browser hydrates exactly what it was sent.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { setServerAnswers } from './lib/preloaded';

/** The answers of the page each render is for (renders of several requests may interleave). */
const pageAnswers = new AsyncLocalStorage<Map<string, unknown>>();
setServerAnswers((key) => pageAnswers.getStore()?.get(key));

const handler = createStaticHandler(routes);

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** What React could not render on the server (that part is rendered in the browser instead). */
  errors: unknown[];
}

/**
 * The markup of `url` (path and query) with `answers` (API path → answer, as preloadKey names
 * them), streamed by React and gathered whole once everything is ready; undefined when the router
 * answers with a redirect.
 */
export async function render(
  url: string,
  answers: Record<string, unknown>,
): Promise<RenderedPage | undefined> {
  return pageAnswers.run(new Map(Object.entries(answers)), async () => {
    const context = await handler.query(new Request(new URL(url, 'http://kanak.invalid')));
    if (context instanceof Response) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    const errors: unknown[] = [];
    return new Promise<RenderedPage>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve({ html: Buffer.concat(chunks).toString('utf8'), errors });
          done();
        },
      });
      const stream = renderToPipeableStream(
        <StrictMode>
          <AppProviders>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
        {
          // Every part inline, in place: the page is sent once it is whole, and the CSP would
          // refuse the inline scripts that move outlined parts into place.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: () => stream.pipe(sink),
          onShellError: reject,
          onError: (error) => void errors.push(error),
        },
      );
    });
  });
}
