import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeUser } from '@kanak/domain/contract/auth';
import { hasSessionHint, ME_KEY, useMe } from '../../../lib/session/use-me';

type Viewer = { kind: 'checking' } | { kind: 'signed-out' } | { kind: 'signed-in'; user: MeUser };

/**
 * Who is looking, with their role. `useMe` may hold the user a login answered with, which has no
 * role; then `me` is asked again (it answers the role) before anything is decided.
 */
export function useViewer(): Viewer {
  const user = useMe() as Partial<MeUser> | null;
  const client = useQueryClient();
  const role = user?.role;
  useEffect(() => {
    if (user && !role) void client.invalidateQueries({ queryKey: ME_KEY });
  }, [user, role, client]);
  if (user && role) return { kind: 'signed-in', user: user as MeUser };
  if (user || hasSessionHint()) return { kind: 'checking' };
  return { kind: 'signed-out' };
}
