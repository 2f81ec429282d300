import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { closeOnBackdrop, useModalDialog } from '../../../components/ui/use-modal-dialog';
import { paths } from '../../../lib/paths';
import { AuthTabs } from './auth-tabs';
import { EmailLoginForm } from './email-login-form';
import { OtpStep } from './otp-step';
import { PhoneLoginForm } from './phone-login-form';
import { TEXT_LINK } from './link-style';

interface AuthModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC §2 "Auth modal": e-mail and password or phone OTP, and a way to sign up. A native modal
 * <dialog>: the page behind is inert, Escape closes it, focus returns to what opened it.
 */
export function AuthModal({ open, onClose }: AuthModalProps) {
  const dialogRef = useModalDialog(open);

  const close = () => dialogRef.current?.close();

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="auth-modal-title"
      onClose={onClose}
      // The top layer paints it above everything; the z-index tells tools that model stacking by
      // z-index (axe's contrast check) the same, so moving carousels behind it are not counted.
      onClick={closeOnBackdrop}
      className="z-50 m-auto max-h-[calc(100dvh-1.5rem)] w-[min(30rem,calc(100vw-1.5rem))] overflow-y-auto overscroll-contain rounded-md border border-line bg-pearl p-0 text-ink shadow-lift backdrop:bg-[rgb(29_26_23/0.5)]"
    >
      {open && <AuthModalBody onClose={close} />}
    </dialog>
  );
}

type Method = 'email' | 'otp';
const METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'otp', label: 'Mobile OTP' },
] as const;

function AuthModalBody({ onClose }: { onClose: () => void }) {
  const location = useLocation();
  const [method, setMethod] = useState<Method>('email');
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState(false);
  const from = `${location.pathname}${location.search}`;

  return (
    <div className="relative px-5 pt-9 pb-7 sm:px-9 sm:pt-10 sm:pb-8">
      <button
        type="button"
        onClick={onClose}
        className="absolute top-2 right-2 inline-flex size-tap items-center justify-center rounded-xs text-ink-soft hover:text-maroon"
      >
        <CloseIcon className="size-5" />
        <span className="sr-only">Close</span>
      </button>
      <header className="text-center">
        <p className="eyebrow">Your Kanak account</p>
        <h2 id="auth-modal-title" className="mt-3 font-display text-3xl text-ink">
          {sent && method === 'otp' ? 'Verify your number' : 'Welcome back'}
        </h2>
        <span aria-hidden="true" className="ornament mx-auto mt-4" />
        <p className="mx-auto mt-4 max-w-xs text-sm text-ink-soft">
          Sign in to keep your cart, wishlist and orders with you on every device.
        </p>
      </header>
      <div className="mt-7">
        <AuthTabs label="Sign in with" tabs={METHODS} selected={method} onSelect={setMethod}>
          {method === 'email' ? (
            <>
              <EmailLoginForm onSignedIn={onClose} from={from} onLeave={onClose} />
              <p className="mt-4 text-center text-sm text-ink-muted">
                Or without a password:{' '}
                <button type="button" onClick={() => setMethod('otp')} className={TEXT_LINK}>
                  Log in with Mobile OTP
                </button>
              </p>
            </>
          ) : sent ? (
            <OtpStep phone={phone} onSignedIn={onClose} onChangeNumber={() => setSent(false)} />
          ) : (
            <PhoneLoginForm
              initialPhone={phone}
              onSent={(number) => {
                setPhone(number);
                setSent(true);
              }}
            />
          )}
        </AuthTabs>
      </div>
      <p className="mt-7 border-t border-line pt-6 text-center text-sm text-ink-soft">
        New to Kanak?{' '}
        <Link to={paths.signup} state={{ from }} onClick={onClose} className={TEXT_LINK}>
          Create an account
        </Link>
      </p>
    </div>
  );
}
