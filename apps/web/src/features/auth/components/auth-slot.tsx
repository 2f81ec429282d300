import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { onSessionExpired } from '../../../lib/api-client';
import { registerAuthModal } from '../../../lib/session/auth-prompt';

// The modal, its forms and their schemas load when first wanted (budget: ARCHITECTURE §6).
export const loadAuthModal = () => import('./auth-modal');
const AuthModal = lazy(async () => ({ default: (await loadAuthModal()).AuthModal }));

/** Mounted once in the layout: hosts the auth modal and answers an ended session (SPEC §4). */
export function AuthSlot() {
  const [open, setOpen] = useState(false);
  // Each opening is a fresh modal: empty fields, the e-mail tab.
  const [openings, setOpenings] = useState(0);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const unregister = registerAuthModal(() => {
      setOpenings((n) => n + 1);
      setOpen(true);
    });
    onSessionExpired(() => {
      void import('../../../lib/session/session-expired').then((m) =>
        m.expireSession(queryClient, navigate),
      );
    });
    return unregister;
  }, [queryClient, navigate]);

  if (!openings) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal key={openings} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
