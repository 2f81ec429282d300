/** Escaping for what the server writes into the HTML shell (stops stored XSS through product data). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` as \u003c, so `</script>` or `<!--` inside
 * a product's text cannot end the script element; also `>`, `&` and the JS line separators.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute image URL, if the page has one. */
  image?: string;
  type: 'website' | 'product';
  jsonLd?: unknown;
  noindex?: boolean;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/i;

/** The shell with this page's title, description, canonical, Open Graph, Twitter and JSON-LD tags. */
export function injectMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = escapeHtml(meta.url);
  const tags = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:site_name" content="Kanak" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (meta.image) {
    const image = escapeHtml(meta.image);
    tags.push(
      `<meta property="og:image" content="${image}" />`,
      `<meta name="twitter:image" content="${image}" />`,
    );
  }
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);

  const withTitle = TITLE.test(html) ? html.replace(TITLE, () => `<title>${title}</title>`) : html;
  const withDescription = DESCRIPTION.test(withTitle)
    ? withTitle.replace(DESCRIPTION, () => `<meta name="description" content="${description}" />`)
    : withTitle.replace(
        '</head>',
        () => `<meta name="description" content="${description}" />\n</head>`,
      );
  return withDescription.replace(/\s*<\/head>/i, () => `\n    ${tags.join('\n    ')}\n  </head>`);
}
