import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../../components/ui/use-reduced-motion';

type Load = 'waiting' | 'loading' | 'shown' | 'failed';

/**
 * The design's .glb model, turning in the page (issue 38). `@google/model-viewer` (with three.js)
 * is imported only when a design has a model and the box nears the screen, so it is never in the
 * bundle of a page without one (ARCHITECTURE §6 budget). Drag or the arrow keys turn it.
 */
export function DesignModel({ src, alt }: { src: string; alt: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  // React renders nothing into this one: the viewer element is put there by hand.
  const mountRef = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState<Load>('waiting');
  const reduced = useReducedMotion();

  useEffect(() => {
    const box = boxRef.current;
    const mount = mountRef.current;
    if (!box || !mount) return;
    let cancelled = false;
    let viewer: HTMLElement | null = null;
    const start = () => {
      setLoad('loading');
      import('@google/model-viewer')
        .then(() => {
          if (cancelled) return;
          viewer = document.createElement('model-viewer');
          viewer.setAttribute('src', src);
          viewer.setAttribute('alt', alt);
          viewer.setAttribute('camera-controls', '');
          viewer.setAttribute('touch-action', 'pan-y');
          viewer.setAttribute('shadow-intensity', '1');
          viewer.setAttribute('exposure', '1.1');
          if (!reduced) viewer.setAttribute('auto-rotate', '');
          viewer.className = 'block size-full';
          viewer.addEventListener('load', () => !cancelled && setLoad('shown'));
          viewer.addEventListener('error', () => !cancelled && setLoad('failed'));
          mount.append(viewer);
        })
        .catch(() => !cancelled && setLoad('failed'));
    };
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    seen.observe(box);
    return () => {
      cancelled = true;
      seen.disconnect();
      viewer?.remove();
    };
  }, [src, alt, reduced]);

  return (
    <figure className="overflow-hidden rounded-sm border border-line bg-sand">
      <div ref={boxRef} className="relative aspect-square w-full desktop:aspect-[4/3]">
        <div ref={mountRef} className="size-full" />
        {load !== 'shown' && (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-ink-soft"
          >
            {load === 'failed' ? 'The 3D model could not be shown on this device.' : 'Preparing the 3D model…'}
          </p>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t border-line bg-pearl px-4 py-2 text-xs text-ink-soft">
        <span>Drag to turn it, or use the arrow keys.</span>
        <a href={src} download className="inline-flex min-h-tap items-center font-semibold text-maroon underline underline-offset-4 hover:no-underline">
          Download the 3D model
        </a>
      </figcaption>
    </figure>
  );
}
