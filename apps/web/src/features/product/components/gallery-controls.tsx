import { ChevronLeftIcon, ChevronRightIcon } from './gallery-icons';

const ROUND =
  'absolute inline-flex size-tap items-center justify-center rounded-full bg-pearl/90 text-ink shadow-soft transition-colors hover:bg-pearl hover:text-maroon';

export function ArrowButton({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  const Chevron = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${ROUND} top-1/2 -translate-y-1/2 ${
        side === 'left' ? 'left-3 desktop:left-5' : 'right-3 desktop:right-5'
      }`}
    >
      <Chevron className="size-5" />
      <span className="sr-only">{side === 'left' ? 'Previous view' : 'Next view'}</span>
    </button>
  );
}

export { PauseButton } from '../../../components/ui/pause-button';
