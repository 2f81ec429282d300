import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { ArrowRightIcon, CloseIcon } from '../../../components/ui/icons';
import { closeOnBackdrop, useModalDialog } from '../../../components/ui/use-modal-dialog';

export interface ViewerImage {
  src: string;
  alt: string;
}

/** The next index, going round: the last picture's "next" is the first. */
export function stepIndex(index: number, by: 1 | -1, count: number): number {
  return (index + by + count) % count;
}

/** A swipe is a mostly sideways drag of at least this many pixels. */
const SWIPE_PX = 40;

/**
 * A picture full-screen: arrows and the ← → keys (or a swipe) move between the pictures, Escape
 * or Close shuts it. A native modal <dialog>, so focus stays inside and the page behind is inert.
 */
export function MediaViewer({
  title,
  images,
  index,
  onIndex,
}: {
  /** What the pictures are, for the dialog's name: "Design, round 2". */
  title: string;
  images: ViewerImage[];
  /** The picture shown; null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
}) {
  const open = index !== null && images.length > 0;
  const dialogRef = useModalDialog(open, true);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const current = open ? images[Math.min(index, images.length - 1)] : undefined;
  const many = images.length > 1;
  const go = (by: 1 | -1) => {
    if (index !== null) onIndex(stepIndex(index, by, images.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (!many) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || !many) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y))
      go(dx < 0 ? 1 : -1);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-label={title}
      onKeyDown={onKeyDown}
      onClick={closeOnBackdrop}
      onClose={() => {
        document.documentElement.style.overflow = '';
        onIndex(null);
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-ink p-0 text-ivory backdrop:bg-ink"
    >
      {current && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-3 py-2">
            <p className="truncate px-2 text-sm text-on-dark-muted" aria-live="polite">
              {title}
              {many && (
                <span className="tabular-nums">
                  {' · '}
                  {(index ?? 0) + 1} of {images.length}
                </span>
              )}
            </p>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex size-tap shrink-0 items-center justify-center rounded-xs text-ivory hover:text-gold-light focus-visible:outline-gold-light"
            >
              <CloseIcon className="size-6" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipe.current = null)}
          >
            <img
              key={current.src}
              src={current.src}
              alt={current.alt}
              draggable={false}
              className="max-h-full max-w-full object-contain select-none"
            />
            {many && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  className="absolute top-1/2 left-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/70 text-ivory hover:bg-maroon-deep focus-visible:outline-gold-light"
                >
                  <ArrowRightIcon className="size-6 rotate-180" />
                  <span className="sr-only">Previous picture</span>
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  className="absolute top-1/2 right-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-ink/70 text-ivory hover:bg-maroon-deep focus-visible:outline-gold-light"
                >
                  <ArrowRightIcon className="size-6" />
                  <span className="sr-only">Next picture</span>
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
