import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { MESSAGES } from '@kanak/domain/messages';
import { toast } from '../../components/ui/toast';
import { paths } from '../paths';
import { clearAccount } from './account-cache';

let lastExpiry = 0;

/**
 * SPEC §4: a 401 about the token on an authenticated call clears the account, says 'Session
 * expired. Please login again.' and goes to /. Several calls failing together tell it once.
 */
export function expireSession(queryClient: QueryClient, navigate: NavigateFunction): void {
  if (Date.now() - lastExpiry < 3000) return;
  lastExpiry = Date.now();
  clearAccount(queryClient);
  toast.error(MESSAGES.session.expired);
  void navigate(paths.home);
}
