import type { FastifyInstance } from 'fastify';
import { siteOrigin } from './seo.ts';
import { escapeHtml } from './seo-html.ts';
import { sitemapEntries } from '../catalog/share.repository.ts';

/** Sitemap entries beside products and categories. */
export const SITEMAP_PAGES = [
  '/',
  '/aboutus',
  '/contactus',
  '/customizeform',
  '/bulkorder',
  '/ac',
  '/privacy-policy',
  '/return-policy',
  '/termandcondition',
  '/Cancellation',
];
const PRIVATE_PATHS = ['/api/', '/placeorder', '/myorder', '/addaddress'];

/** `GET /sitemap.xml` and `GET /robots.txt` for search engines. */
export async function seoRoutes(app: FastifyInstance) {
  app.get('/robots.txt', async (request, reply) => {
    const origin = siteOrigin(app);
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(app);
    const { products, categories } = await sitemapEntries(app.database.db);
    const entry = (path: string, lastmod?: Date) =>
      `  <url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_PAGES.map((p) => entry(p)),
      ...categories.map((c) => entry(`/dashboard/${c.id}`)),
      ...products.map((p) => entry(`/productdetail/${p.id}`, p.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(body);
  });
}
