import { useRef } from 'react';

/**
 * The e-mail as it will look, in a sandboxed frame: no scripts, its links go nowhere. A srcdoc
 * document inherits the page's CSP, which refuses inline style attributes (decision 013), so once
 * it has loaded each element's `style` is applied through the CSSOM, which CSP does not govern
 * (decision 057); the policy stays as strict as it is.
 */
export function EmailFrame({ html, title }: { html: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const applyStyles = () => {
    const doc = ref.current?.contentDocument;
    if (!doc) return;
    for (const el of doc.querySelectorAll<HTMLElement>('[style]')) el.style.cssText = el.getAttribute('style') ?? '';
    if (ref.current) ref.current.style.height = `${doc.documentElement.scrollHeight + 8}px`;
  };
  return <iframe ref={ref} title={title} sandbox="allow-same-origin" srcDoc={html} onLoad={applyStyles} className="h-96 w-full rounded-xs border border-line bg-ivory" />;
}
