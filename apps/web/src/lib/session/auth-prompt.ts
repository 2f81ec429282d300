import { rememberIntent, type SignInIntent } from './sign-in-intent';

let request: (() => void) | undefined;

/**
 * SPEC §2 "the login modal": opens it over the current page, where the visitor stays. `intent` is
 * what they tapped that needs an account; it is carried out once they have signed in, even by way
 * of signing up. The modal itself belongs to features/auth (AuthSlot), which registers here.
 */
export function openAuthModal(intent?: SignInIntent): void {
  rememberIntent(intent);
  request?.();
}

/** AuthSlot's mount: `open` shows the modal; the returned function unregisters it. */
export function registerAuthModal(open: () => void): () => void {
  request = open;
  return () => {
    if (request === open) request = undefined;
  };
}
