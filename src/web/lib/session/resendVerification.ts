import { messageSchema } from '#shared/api';
import { apiRequest } from '../api/apiClient';

/** POST /auth/resend-verification: mails the signed-in user a fresh verification link. */
export const resendVerification = () =>
  apiRequest('/auth/resend-verification', { method: 'POST', schema: messageSchema });
