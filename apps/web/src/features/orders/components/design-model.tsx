import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../../components/ui/use-reduced-motion';
import type { ModelScene } from './model-scene';

type Load = 'waiting' | 'loading' | 'shown' | 'failed';

/**
 * The design's .glb model, turning in the page (issue 38). three.js is imported only when a design
 * has a model and its box nears the screen, so it is never in the bundle of a page without one
 * (ARCHITECTURE §6 budget). A drag, or the arrow keys once the model has focus, turn it.
 */
export function DesignModel({ src, alt }: { src: string; alt: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  // React renders nothing into this one: the viewer's canvas is put there by hand.
  const mountRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<ModelScene | null>(null);
  const [load, setLoad] = useState<Load>('waiting');
  const still = useReducedMotion();

  useEffect(() => {
    const box = boxRef.current;
    const mount = mountRef.current;
    if (!box || !mount) return;
    let cancelled = false;
    const start = () => {
      setLoad('loading');
      import('./model-scene')
        .then(({ showModel }) => showModel(mount, src, still))
        .then((scene) => {
          if (cancelled) return scene.dispose();
          sceneRef.current = scene;
          setLoad('shown');
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
      sceneRef.current?.dispose();
      sceneRef.current = null;
    };
  }, [src, still]);

  return (
    <figure className="overflow-hidden rounded-sm border border-line bg-gradient-to-b from-pearl to-sand">
      <div ref={boxRef} className="relative aspect-square w-full desktop:aspect-[4/3]">
        <div
          ref={mountRef}
          role="img"
          aria-label={alt}
          tabIndex={load === 'shown' ? 0 : -1}
          onKeyDown={(event) => {
            if (sceneRef.current?.turn(event.key)) event.preventDefault();
          }}
          className="absolute inset-0 cursor-grab focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-maroon active:cursor-grabbing"
        />
        {load !== 'shown' && (
          <p
            role="status"
            className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm text-ink-soft"
          >
            {load === 'failed'
              ? 'The 3D model could not be shown on this device.'
              : 'Preparing the 3D model…'}
          </p>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 border-t border-line bg-pearl px-4 py-1 text-xs text-ink-soft">
        <span>Drag to turn it, or use the arrow keys.</span>
        <a
          href={src}
          download
          className="inline-flex min-h-tap items-center font-semibold text-maroon underline underline-offset-4 hover:no-underline"
        >
          Download the 3D model
        </a>
      </figcaption>
    </figure>
  );
}
