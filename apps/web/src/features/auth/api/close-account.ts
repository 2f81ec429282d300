import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseAccountRequest } from '@kanak/domain/account-data';
import type { MessageResponse } from '@kanak/domain/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { clearAccount } from '../../../lib/session/account-cache';

/** Where the browser downloads everything held about the signed-in customer (GET account/export). */
export const EXPORT_URL = '/api/account/export';

/** POST account/close-otp: a code for closing the account, texted to the account's phone. */
export function useSendCloseCode() {
  return useMutation({
    mutationFn: () => apiRequest<MessageResponse>('account/close-otp', { method: 'POST', auth: true }),
  });
}

/** DELETE account with the password or the texted code; on success the customer is signed out here too. */
export function useCloseAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseAccountRequest) => apiRequest<MessageResponse>('account', { method: 'DELETE', body, auth: true }),
    onSuccess: () => clearAccount(queryClient),
  });
}
