import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { onSessionExpired } from '../../../lib/api-client';
import { rememberIntent, type SignInIntent } from '../sign-in-intent';

// The modal, its forms and their schemas load when first wanted (budget: ARCHITECTURE §6).
export const loadAuthModal = () => import('./auth-modal');
const AuthModal = lazy(async () => ({ default: (await loadAuthModal()).AuthModal }));

let request: (() => void) | undefined;

/**
 * SPEC §2 "the login modal": opens it over the current page, where the visitor stays. `intent` is
 * what they tapped that needs an account; it is carried out once they have signed in, even by way
 * of signing up.
 */
export function openAuthModal(intent?: SignInIntent): void {
  rememberIntent(intent);
  request?.();
}

/** Mounted once in the layout: hosts the auth modal and answers an ended session (SPEC §4). */
export function AuthSlot() {
  const [open, setOpen] = useState(false);
  // Each opening is a fresh modal: empty fields, the e-mail tab.
  const [openings, setOpenings] = useState(0);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    request = () => {
      setOpenings((n) => n + 1);
      setOpen(true);
    };
    onSessionExpired(() => {
      void import('../session-expired').then((m) => m.expireSession(queryClient, navigate));
    });
    return () => {
      request = undefined;
    };
  }, [queryClient, navigate]);

  if (!openings) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal key={openings} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
