import { useMemo, useRef } from 'react';

/**
 * The e-mail's markup with each `style` attribute moved to `data-style`: parsed by DOMParser, an
 * inert document that applies nothing, so the page's CSP sees no inline style to refuse.
 */
function withStylesSetAside(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('[style]')) {
    el.setAttribute('data-style', el.getAttribute('style') ?? '');
    el.removeAttribute('style');
  }
  return `<!DOCTYPE html>${doc.documentElement.outerHTML}`;
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
