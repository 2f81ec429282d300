import { PauseIcon, PlayIcon } from './icons';

const CORNER = {
  bottom: 'bottom-3 desktop:bottom-5',
  // Clear of what floats over a picture's lower right on a phone (the chat button).
  top: 'top-3 desktop:top-5',
};

/**
 * WCAG 2.2.2: a slideshow that moves by itself can be paused. Round, in the picture's lower (or
 * upper) right corner; the parent is `relative`.
 */
export function PauseButton({
  stopped,
  onToggle,
  corner = 'bottom',
}: {
  stopped: boolean;
  onToggle: () => void;
  corner?: keyof typeof CORNER;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className={`absolute right-3 inline-flex size-tap items-center justify-center rounded-full bg-pearl/90 text-ink shadow-soft transition-colors hover:bg-pearl hover:text-maroon desktop:right-5 ${CORNER[corner]}`}
    >
      {stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
      <span className="sr-only">{stopped ? 'Play slideshow' : 'Pause slideshow'}</span>
    </button>
  );
}
