import { PauseIcon, PlayIcon } from './icons';

/**
 * WCAG 2.2.2: a slideshow that moves by itself can be paused. Round, in the picture's lower right
 * corner; the parent is `relative`.
 */
export function PauseButton({ stopped, onToggle }: { stopped: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="absolute right-3 bottom-3 inline-flex size-tap items-center justify-center rounded-full bg-pearl/90 text-ink shadow-soft transition-colors hover:bg-pearl hover:text-maroon desktop:right-5 desktop:bottom-5"
    >
      {stopped ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
      <span className="sr-only">{stopped ? 'Play slideshow' : 'Pause slideshow'}</span>
    </button>
  );
}
