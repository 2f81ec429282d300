import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MessageResponse } from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { toast } from '../../components/ui/toast';
import { api } from '../api-client';
import { paths } from '../paths';
import { clearAccount } from './account-cache';

/**
 * SPEC §4: logout clears the customer, their session, cart and wishlist, then home. Only a logout
 * the server confirmed clears anything: otherwise the session cookie would outlive the button.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('logout'),
    onSuccess: (response) => {
      clearAccount(queryClient);
      toast.success(response.message);
      void navigate(paths.home);
    },
    onError: () => toast.error(MESSAGES.generic.wrong),
  });
}
