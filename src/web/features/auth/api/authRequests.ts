import { messageSchema } from '#shared/api';
import type {
  ActivateBody,
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

/** Answers "check your email" whether or not the address has an account (decision 0069). */
export const register = (body: RegisterBody) =>
  apiRequest('/auth/register', { method: 'POST', body, schema: messageSchema });

/** The emailed sign-up link: makes the account and signs in. */
export const activate = (body: ActivateBody) =>
  apiRequest('/auth/activate', { method: 'POST', body, schema: authResultSchema });

export const forgotPassword = (body: ForgotPasswordBody) =>
  apiRequest('/auth/forgot-password', { method: 'POST', body, schema: messageSchema });

export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest('/auth/reset-password', { method: 'POST', body, schema: messageSchema });

export const verifyEmail = (body: VerifyEmailBody) =>
  apiRequest('/auth/verify-email', { method: 'POST', body, schema: profileSchema });
