import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * A native modal <dialog> that follows `open`: shown with showModal (the page behind goes inert,
 * Escape closes it, the top layer paints it), closed when `open` turns false. `lockScroll` also
 * stops the page scrolling behind it; its owner clears that when the dialog closes.
 */
export function useModalDialog(open: boolean, lockScroll = false) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      if (lockScroll) document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, lockScroll]);
  return dialogRef;
}

/** A click on the backdrop lands on the <dialog> itself; inside, it lands on a child. */
export function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target === event.currentTarget) event.currentTarget.close();
}
