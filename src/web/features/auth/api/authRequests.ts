import { messageSchema } from '#shared/api';
import type {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from '#shared/auth';
import { authResultSchema, profileSchema } from '#shared/auth';
import { apiRequest } from '#web/lib/api/apiClient';

/** The auth endpoints of docs/product.md §7 and docs/architecture.md §4, typed by the shared contracts. */

export const login = (body: LoginBody) =>
  apiRequest('/auth/login', { method: 'POST', body, schema: authResultSchema });

export const register = (body: RegisterBody) =>
  apiRequest('/auth/register', { method: 'POST', body, schema: authResultSchema });

export const forgotPassword = (body: ForgotPasswordBody) =>
  apiRequest('/auth/forgot-password', { method: 'POST', body, schema: messageSchema });

export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest('/auth/reset-password', { method: 'POST', body, schema: messageSchema });

export const verifyEmail = (body: VerifyEmailBody) =>
  apiRequest('/auth/verify-email', { method: 'POST', body, schema: profileSchema });
