import { type ContactBody, contactResultSchema } from '#shared/contact';
import { apiRequest } from '#web/lib/api/apiClient';

/** POST /api/contact; the stored token (if any) links the message to the signed-in account. */
export const sendContactMessage = (body: ContactBody) =>
  apiRequest('/contact', { method: 'POST', body, schema: contactResultSchema });
