import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#server/http-errors';
import { requireSession } from '#server/plugins/auth';
import { noStore } from '#server/plugins/no-store';
import {
  clientNetwork,
  failureCounter,
  refuseTooManyAttempts,
  slowdownMs,
  stackableRateLimit,
} from '#server/plugins/rate-limit';
import { errorCodes, errorEnvelopeSchema, messageSchema, successEnvelope } from '#shared/api';
import {
  activateBodySchema,
  activeSessionsSchema,
  authMessages,
  authResultSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  profileSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionIdParamsSchema,
  verifyEmailBodySchema,
} from '#shared/auth';
import { toPublicUser } from './service';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
/** Marks a route in the OpenAPI document as needing `Authorization: Bearer <token>`. */
const bearerAuth = [{ bearerAuth: [] }];
const messageResponse = { 200: successEnvelope(messageSchema), ...errors };

const userAgent = (request: FastifyRequest) => request.headers['user-agent']?.slice(0, 300) ?? null;
const bodyEmail = (request: FastifyRequest) => (request.body as { email: string }).email;

/** HTTP for accounts: routes translate requests to service calls and nothing more. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { authService } = app;
  const { authPerIp, authPerAccount, windowMs } = app.config.rateLimit;

  // Two limits guard each credential endpoint: per client network (spraying many accounts; an
  // IPv6 client counts by its /64) and per account. Keys are prefixed per route: one store is
  // shared. stackableRateLimit, not app.rateLimit: of several app.rateLimit hooks on a request only
  // the first one counts (see plugins/rate-limit.ts).
  const perIp = (route: string) =>
    stackableRateLimit(app, {
      max: authPerIp,
      timeWindow: windowMs,
      keyGenerator: (request) => `${route}:ip:${clientNetwork(request)}`,
    });
  const perAccount = (route: string) =>
    stackableRateLimit(app, {
      max: authPerAccount,
      timeWindow: windowMs,
      keyGenerator: (request) => `${route}:account:${bodyEmail(request)}`,
    });

  // Login's guessing throttle (decision 0060). Wrong passwords are counted per account and client
  // network together, and that pair is refused after `authPerAccount` of them, so a network that
  // has not failed is never refused. Per account alone they only slow every further attempt down.
  const failuresFromNetwork = failureCounter(app, {
    timeWindow: windowMs,
    keyGenerator: (request) => `login-failed:account-network:${bodyEmail(request)}:${clientNetwork(request)}`,
  });
  const failuresOfAccount = failureCounter(app, {
    timeWindow: windowMs,
    keyGenerator: (request) => `login-failed:account:${bodyEmail(request)}`,
  });
  const slowdown = { freeFailures: authPerAccount, ...app.config.rateLimit.loginSlowdown };
  const throttleGuessing = async (request: FastifyRequest, reply: FastifyReply) => {
    const [fromNetwork, ofAccount] = await Promise.all([
      failuresFromNetwork.failures(request),
      failuresOfAccount.failures(request),
    ]);
    if (fromNetwork.count >= authPerAccount) refuseTooManyAttempts(reply, fromNetwork.ttlMs);
    const delay = slowdownMs(ofAccount.count, slowdown);
    if (delay > 0) await sleep(delay);
  };
  const countFailure = async (request: FastifyRequest, error: unknown) => {
    if (error instanceof HttpError && error.code === errorCodes.invalidCredentials) {
      await Promise.all([failuresFromNetwork.addFailure(request), failuresOfAccount.addFailure(request)]);
    }
  };

  // Auth answers carry tokens and personal data: never let a browser or proxy cache them.
  app.addHook('onSend', noStore);

  app.post(
    '/register',
    {
      onRequest: perIp('register'),
      // Each attempt mails the address: limited per address too, so nobody can flood an inbox.
      preHandler: perAccount('register'),
      schema: {
        tags: ['auth'],
        summary:
          'Mail a link that creates the account and signs in (same answer whether or not the address has an account; its owner is told instead)',
        body: registerBodySchema,
        response: { 202: successEnvelope(messageSchema), ...errors },
      },
    },
    async (request, reply) => {
      await authService.register(request.body);
      return reply.status(202).send({ success: true, data: { message: authMessages.registerCheckEmail } });
    },
  );

  app.post(
    '/activate',
    {
      onRequest: perIp('activate'),
      schema: {
        tags: ['auth'],
        summary:
          'Finish a sign-up with the emailed link token: creates the account and signs in (single use)',
        body: activateBodySchema,
        response: { 201: successEnvelope(authResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const result = await authService.activate(request.body, userAgent(request));
      return reply.status(201).send({ success: true, data: result });
    },
  );

  app.post(
    '/login',
    {
      onRequest: perIp('login'),
      preHandler: throttleGuessing,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: successEnvelope(authResultSchema), ...errors },
      },
    },
    async (request) => {
      try {
        return {
          success: true as const,
          data: await authService.login(request.body.email, request.body.password, userAgent(request)),
        };
      } catch (error) {
        await countFailure(request, error);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['auth'],
        summary: 'End this session (the token stops working)',
        response: messageResponse,
      },
    },
    async (request) => {
      await authService.logout(requireSession(request).sessionId);
      return { success: true as const, data: { message: 'You have been signed out.' } };
    },
  );

  app.get(
    '/profile',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: successEnvelope(profileSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: toPublicUser(requireSession(request).user) },
    }),
  );

  app.post(
    '/forgot-password',
    {
      onRequest: perIp('forgot'),
      preHandler: perAccount('forgot'),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: messageResponse,
      },
    },
    async (request) => {
      await authService.forgotPassword(request.body.email);
      return { success: true as const, data: { message: authMessages.forgotSuccess } };
    },
  );

  app.post(
    '/reset-password',
    {
      onRequest: perIp('reset'),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link token (single use; signs out every session)',
        body: resetPasswordBodySchema,
        response: messageResponse,
      },
    },
    async (request) => {
      await authService.resetPassword(request.body.token, request.body.password);
      return {
        success: true as const,
        data: { message: 'Your password has been changed. Please sign in with your new password.' },
      };
    },
  );

  app.post(
    '/verify-email',
    {
      onRequest: perIp('verify'),
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the link token',
        body: verifyEmailBodySchema,
        response: { 200: successEnvelope(profileSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { user: await authService.verifyEmail(request.body.token) },
    }),
  );

  app.post(
    '/resend-verification',
    {
      preHandler: [
        app.authenticate,
        stackableRateLimit(app, {
          max: authPerAccount,
          timeWindow: windowMs,
          keyGenerator: (request) => `resend:user:${request.session?.user.id}`,
        }),
      ],
      schema: {
        tags: ['auth'],
        summary: 'Send the verification mail again',
        security: bearerAuth,
        response: messageResponse,
      },
    },
    async (request) => {
      await authService.resendVerification(requireSession(request).user);
      return { success: true as const, data: { message: 'We sent you a new verification email.' } };
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: [
        app.authenticate,
        // The current password is checked: limited like login, per user.
        stackableRateLimit(app, {
          max: authPerAccount,
          timeWindow: windowMs,
          keyGenerator: (request) => `change-password:user:${request.session?.user.id}`,
        }),
      ],
      schema: {
        security: bearerAuth,
        tags: ['auth'],
        summary: 'Change the password (needs the current one; signs out every other session)',
        body: changePasswordBodySchema,
        response: messageResponse,
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const { signedOut } = await authService.changePassword(
        requireSession(request),
        currentPassword,
        newPassword,
      );
      const others = signedOut === 1 ? '1 other device was' : `${signedOut} other devices were`;
      return {
        success: true as const,
        data: { message: `Your password has been changed. ${others} signed out.` },
      };
    },
  );

  app.get(
    '/sessions',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['auth'],
        summary: 'The signed-in sessions of this account: device, when started, when last used',
        response: { 200: successEnvelope(activeSessionsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { sessions: await authService.listSessions(requireSession(request)) },
    }),
  );

  app.post(
    '/sessions/:id/revoke',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['auth'],
        summary: "Sign out one session of this account (another account's session id is a 404)",
        params: sessionIdParamsSchema,
        response: messageResponse,
      },
    },
    async (request) => {
      await authService.endSession(requireSession(request), request.params.id);
      return { success: true as const, data: { message: 'That device has been signed out.' } };
    },
  );

  app.post(
    '/sessions/revoke-others',
    {
      preHandler: app.authenticate,
      schema: {
        security: bearerAuth,
        tags: ['auth'],
        summary: 'Sign out every session of this account except the one making the request',
        response: messageResponse,
      },
    },
    async (request) => {
      const { signedOut } = await authService.endOtherSessions(requireSession(request));
      const others = signedOut === 1 ? '1 other device was' : `${signedOut} other devices were`;
      return { success: true as const, data: { message: `${others} signed out.` } };
    },
  );
};

export default authRoutes;
