import type { PublicUser } from '#shared/auth';
import { profileSchema } from '#shared/auth';
import { apiRequest } from '../api/apiClient';
import { isApiError } from '../api/apiError';
import { clearStoredToken } from './tokenStorage';

/** The signed-in user, or null when the stored token is no longer accepted. */
export async function fetchCurrentUser(signal: AbortSignal): Promise<PublicUser | null> {
  try {
    const { user } = await apiRequest('/auth/profile', { schema: profileSchema, signal });
    return user;
  } catch (error) {
    // A revoked or expired token: forget it so the visitor is simply signed out.
    if (isApiError(error) && error.status === 401) {
      clearStoredToken();
      return null;
    }
    throw error;
  }
}
