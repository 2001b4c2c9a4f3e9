import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '#server/plugins/auth';
import { noStore } from '#server/plugins/no-store';
import { stackableRateLimit } from '#server/plugins/rate-limit';
import { errorEnvelopeSchema, messageSchema, successEnvelope } from '#shared/api';
import {
  calendarQuerySchema,
  calendarSchema,
  checkInDayParamsSchema,
  checkInInputSchema,
  checkInSchema,
  freezeInputSchema,
  practiceCategoryParamsSchema,
  pushKeySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  reminderSettingsSchema,
  streakSchema,
  todayQuerySchema,
  todaySchema,
  weeklyReviewInputSchema,
  weeklyReviewSchema,
  weekParamsSchema,
  woopDraftSchema,
  woopInputSchema,
  woopPlanSchema,
} from '#shared/practice';
import unsubscribeRoutes from './unsubscribe-routes';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
const security = [{ bearerAuth: [] }];
const tags = ['practice'];

/** Daily practice under /api/practice (docs/product.md §10); every route but unsubscribe signed in. */
const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const practice = app.practiceService;
  const reminders = app.practiceReminders;
  const userId = (request: FastifyRequest) => requireSession(request).user.id;
  /** preHandler: 403 PLAN_REQUIRED for Explorer (calendar, freezes, reviews, reminders, push). */
  const fullPractice = async (request: FastifyRequest) => practice.requireFullPractice(userId(request));
  // On request, before the body is validated: who is not signed in (or not on a plan with the full
  // practice) learns nothing about what the route accepts.
  const signedIn = { onRequest: app.authenticate };
  const paid = { onRequest: [app.authenticate, fullPractice] };

  app.addHook('onSend', noStore);

  /**
   * A plan's draft may be written by the configured model (decision 0114), which costs money: it
   * counts against the same per-user limit and window as the AI routes.
   */
  const { aiPerUser, aiWindowMs } = app.config.rateLimit;
  const draftLimit = stackableRateLimit(app, {
    max: aiPerUser,
    timeWindow: aiWindowMs,
    keyGenerator: (request) => `ai-draft:user:${request.session?.user.id}`,
  });

  app.get(
    '/today',
    {
      ...signedIn,
      schema: {
        security,
        tags,
        summary: "Today's ritual: the day in the user's zone, check-in, streak, plan and affirmations",
        querystring: todayQuerySchema,
        response: { 200: successEnvelope(todaySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await practice.today(userId(request), request.query.timeZone),
    }),
  );

  app.get(
    '/plans',
    {
      ...signedIn,
      schema: {
        security,
        tags,
        summary: "The user's WOOP plans",
        response: { 200: successEnvelope(z.array(woopPlanSchema)), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await practice.plans(userId(request)) }),
  );

  app.get(
    '/plans/:category/draft',
    {
      onRequest: [app.authenticate, draftLimit],
      schema: {
        security,
        tags,
        summary: "The writer's first draft of a category's plan, from the newest answers",
        params: practiceCategoryParamsSchema,
        response: { 200: successEnvelope(woopDraftSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await practice.draft(userId(request), request.params.category),
    }),
  );

  app.put(
    '/plans/:category',
    {
      ...signedIn,
      schema: {
        security,
        tags,
        summary: "Writes a category's plan (Explorer: one category)",
        params: practiceCategoryParamsSchema,
        body: woopInputSchema,
        response: { 200: successEnvelope(woopPlanSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await practice.savePlan(userId(request), request.params.category, request.body),
    }),
  );

  app.delete(
    '/plans/:category',
    {
      ...signedIn,
      schema: {
        security,
        tags,
        summary: "Deletes a category's plan",
        params: practiceCategoryParamsSchema,
        response: { 200: successEnvelope(messageSchema), ...errors },
      },
    },
    async (request) => {
      await practice.deletePlan(userId(request), request.params.category);
      return { success: true as const, data: { message: 'Plan deleted.' } };
    },
  );

  app.put(
    '/check-ins/:day',
    {
      ...signedIn,
      schema: {
        security,
        tags,
        summary: "The day's check-in (again: edits it); up to 30 days late for offline check-ins",
        params: checkInDayParamsSchema,
        body: checkInInputSchema,
        response: { 200: successEnvelope(checkInSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await practice.checkIn(userId(request), request.params.day, request.body),
    }),
  );

  app.get(
    '/calendar',
    {
      ...paid,
      schema: {
        security,
        tags,
        summary: 'How each day counted, and the streak',
        querystring: calendarQuerySchema,
        response: { 200: successEnvelope(calendarSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await practice.calendar(userId(request), request.query.from, request.query.to),
    }),
  );

  app.post(
    '/freezes',
    {
      ...paid,
      schema: {
        security,
        tags,
        summary: 'Spends a freeze on a missed day of the last 7; answers the streak after it',
        body: freezeInputSchema,
        response: { 200: successEnvelope(streakSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await practice.spendFreeze(userId(request), request.body.day),
    }),
  );

  app.get(
    '/reviews/:weekStart',
    {
      ...paid,
      schema: {
        security,
        tags,
        summary: 'The weekly review of the week starting on this Monday (404 before it is written)',
        params: weekParamsSchema,
        response: { 200: successEnvelope(weeklyReviewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await practice.review(userId(request), request.params.weekStart),
    }),
  );

  app.put(
    '/reviews/:weekStart',
    {
      ...paid,
      schema: {
        security,
        tags,
        summary: 'Writes the weekly review of the week starting on this Monday',
        params: weekParamsSchema,
        body: weeklyReviewInputSchema,
        response: { 200: successEnvelope(weeklyReviewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await practice.saveReview(userId(request), request.params.weekStart, request.body),
    }),
  );

  app.get(
    '/reminders',
    {
      ...paid,
      schema: {
        security,
        tags,
        summary: "Reminder settings and the user's time zone",
        response: { 200: successEnvelope(reminderSettingsSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await practice.reminderSettings(userId(request)) }),
  );

  app.put(
    '/reminders',
    {
      ...paid,
      schema: {
        security,
        tags,
        summary: "Saves the reminder settings and the user's time zone",
        body: reminderSettingsSchema,
        response: { 200: successEnvelope(reminderSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await practice.saveReminderSettings(userId(request), request.body),
    }),
  );

  app.get(
    '/push-key',
    {
      ...paid,
      schema: {
        security,
        tags,
        summary: "The server's VAPID public key, for PushManager.subscribe",
        response: { 200: successEnvelope(pushKeySchema), ...errors },
      },
    },
    async () => ({ success: true as const, data: { publicKey: reminders.push.publicKey() } }),
  );

  app.post(
    '/push-subscriptions',
    {
      ...paid,
      schema: {
        security,
        tags,
        summary: "Stores this browser's push subscription (one row per endpoint)",
        body: pushSubscriptionInputSchema,
        response: { 201: successEnvelope(messageSchema), ...errors },
      },
    },
    async (request, reply) => {
      await reminders.savePushSubscription(userId(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, data: { message: 'Push reminders are on for this device.' } });
    },
  );

  // Open to every plan: a user whose plan ended must still be able to silence a device.
  app.delete(
    '/push-subscriptions',
    {
      ...signedIn,
      schema: {
        security,
        tags,
        summary: "Forgets this browser's push subscription",
        body: pushUnsubscribeInputSchema,
        response: { 200: successEnvelope(messageSchema), ...errors },
      },
    },
    async (request) => {
      await reminders.deletePushSubscription(userId(request), request.body.endpoint);
      return { success: true as const, data: { message: 'Push reminders are off for this device.' } };
    },
  );

  await app.register(unsubscribeRoutes);
};

export default practiceRoutes;
