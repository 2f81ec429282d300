import { toast } from '../components/ui/toast';
import { ApiError } from './api-client';

/** A failed account call: a 401 is answered by the session-expired flow; anything else is said here. */
export function toastApiError(error: Error): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(error.message);
}
