import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';

export type SignInIntent = 'cart' | 'wishlist';

const REASON: Record<SignInIntent, string> = {
  cart: 'Your cart is kept with your Kanak account, so your chosen metal, purity and size are waiting for you on any device.',
  wishlist:
    'Your wishlist is kept with your Kanak account, so the pieces you save are waiting for you on any device.',
};

interface SignInDialogProps {
  intent: SignInIntent | null;
  onClose: () => void;
}

/**
 * SPEC §5: "without a logged-in user id the login popup opens". A native modal <dialog>: the page
 * behind is inert, Escape closes it and focus returns to the button that opened it.
 */
export function SignInDialog({ intent, onClose }: SignInDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (intent && !dialog.open) dialog.showModal();
    else if (!intent && dialog.open) dialog.close();
  }, [intent]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="sign-in-title"
      aria-describedby="sign-in-reason"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-md border border-line bg-pearl p-0 text-ink shadow-lift backdrop:bg-ink/45"
    >
      <div className="relative px-6 pt-8 pb-6 text-center desktop:px-8">
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="absolute top-2 right-2 inline-flex size-tap items-center justify-center rounded-xs text-ink-soft hover:text-maroon"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">Close</span>
        </button>
        <p className="eyebrow">Your Kanak account</p>
        <h2 id="sign-in-title" className="mt-3 font-display text-3xl text-ink">
          Sign in to continue
        </h2>
        <span aria-hidden="true" className="ornament mx-auto mt-4" />
        <p id="sign-in-reason" className="mt-4 text-sm text-ink-soft">
          {intent ? REASON[intent] : null}
        </p>
        <div className="mt-7 grid gap-3 desktop:grid-cols-2">
          <Link to={paths.login} state={{ from: pathname }} className="btn btn-primary">
            Sign in
          </Link>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="btn btn-outline"
          >
            Not now
          </button>
        </div>
      </div>
    </dialog>
  );
}
