import { useMemo, useRef } from 'react';

/**
 * The e-mail's markup with each `style` attribute renamed `data-style`, as text: in text and in
 * attribute values a quote is escaped (`&quot;`), so ` style="` only ever starts an attribute.
 * Parsing the markup first (DOMParser) would itself make Chrome report every style attribute to the
 * page's CSP, though the parsed document applies nothing.
 */
function withStylesSetAside(html: string): string {
  return html.replace(/(\s)style="/g, '$1data-style="');
}

/**
 * The e-mail as it will look, in a sandboxed frame: no scripts, its links go nowhere. A srcdoc
 * document inherits the page's CSP, which refuses inline style attributes (decision 013), so the
 * styles are set aside and applied once it has loaded through the CSSOM, which CSP does not govern
 * (decision 057): the policy stays as strict as it is.
 */
export function EmailFrame({ html, title }: { html: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const srcDoc = useMemo(() => withStylesSetAside(html), [html]);
  const applyStyles = () => {
    const doc = ref.current?.contentDocument;
    if (!doc) return;
    for (const el of doc.querySelectorAll<HTMLElement>('[data-style]'))
      el.style.cssText = el.dataset.style ?? '';
    if (ref.current) ref.current.style.height = `${doc.documentElement.scrollHeight + 8}px`;
  };
  return (
    <iframe
      ref={ref}
      title={title}
      sandbox="allow-same-origin"
      srcDoc={srcDoc}
      onLoad={applyStyles}
      className="h-96 w-full rounded-xs border border-line bg-ivory"
    />
  );
}
