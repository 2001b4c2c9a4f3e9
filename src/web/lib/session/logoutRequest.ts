import { messageSchema } from '#shared/api';
import { apiRequest } from '../api/apiClient';

/** Revokes the session on the server; the caller clears the stored token afterwards. */
export function logoutRequest() {
  return apiRequest('/auth/logout', { method: 'POST', schema: messageSchema });
}
