import { useEffect, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';
import { closeOnBackdrop, useModalDialog } from './use-modal-dialog';

interface DrawerProps {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  /** Focus goes back here when the drawer closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A side drawer on the native modal <dialog>: the rest of the page becomes inert (so focus stays
 * inside), Escape closes it, and the browser keeps it in the top layer. No library needed.
 */
export function Drawer({ id, title, open, onClose, returnFocusRef, children }: DrawerProps) {
  const dialogRef = useModalDialog(open, true);

  // Never leave the page unscrollable if the drawer goes away while open.
  useEffect(() => {
    return () => {
      document.documentElement.style.overflow = '';
    };
  }, []);

  function handleClose() {
    document.documentElement.style.overflow = '';
    onClose();
    returnFocusRef?.current?.focus();
  }

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={`${id}-title`}
      className="drawer"
      onClose={handleClose}
      onClick={closeOnBackdrop}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <h2 id={`${id}-title`} className="font-display text-2xl text-ink">
            {title}
          </h2>
          <button
            type="button"
            className="-mr-2 inline-flex size-tap items-center justify-center rounded-xs text-ink hover:text-maroon"
            onClick={() => dialogRef.current?.close()}
          >
            <CloseIcon />
            <span className="sr-only">Close {title.toLowerCase()}</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </dialog>
  );
}
