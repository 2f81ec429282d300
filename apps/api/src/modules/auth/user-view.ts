import type { AccountUser, MeUser } from '@kanak/domain';
import type { AuthUser } from '../../plugins/session-cookie.ts';

/**
 * The only ways an account leaves the API: fields are picked one by one, so a password hash or
 * anything added to the table later cannot slip into a response.
 */
export function toAccountUser(user: { id: number; name: string; email: string; phoneNumber: string }): AccountUser {
  return { id: user.id, name: user.name, email: user.email, phone_number: user.phoneNumber };
}

export function toMeUser(user: AuthUser): MeUser {
  return { ...toAccountUser(user), role: user.role, email_verified: user.emailVerified };
}
