import { useQueryClient } from '@tanstack/react-query';
import type { AuthSuccessResponse } from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { toast } from '../../../components/ui/toast';
import { rememberAccount } from '../../../lib/session/account-cache';

/**
 * After a login or OTP verification (SPEC §4 "logged out to logged in"): remember the customer,
 * let the screen move on (`then`: close the modal, go back), then say 'Login Successful!' there.
 */
export function useCompleteSignIn(then: () => void) {
  const queryClient = useQueryClient();
  return (response: AuthSuccessResponse) => {
    rememberAccount(queryClient, response.user);
    then();
    toast.success(MESSAGES.login.successAlert);
  };
}
