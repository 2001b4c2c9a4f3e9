import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { errorCodes } from '#shared/api';
import {
  type CheckInInput,
  calendarSchema,
  checkInSchema,
  type IsoDay,
  type PushSubscriptionInput,
  pushKeySchema,
  type ReminderSettings,
  reminderSettingsSchema,
  todaySchema,
  type WeeklyReview,
  type WoopInput,
  weeklyReviewSchema,
  woopDraftSchema,
  woopPlanSchema,
} from '#shared/practice';
import type { WorldCategory as PracticeCategory } from '#shared/worldSpec';
import { apiRequest } from '../api/apiClient';
import { isApiError } from '../api/apiError';
import { browserTimeZone } from './browserTimeZone';

/**
 * The daily practice API (`/api/practice`, contract in shared/practice.ts), read by /today, the
 * vision page's category menu and the dashboard: one request and one query key per read, so the
 * three screens share one cache entry. Keys sit under ['auth'], so signing out drops them.
 */
export const practiceQueryKeys = {
  all: ['auth', 'practice'] as const,
  today: ['auth', 'practice', 'today'] as const,
  plans: ['auth', 'practice', 'plans'] as const,
  draft: (category: PracticeCategory) => ['auth', 'practice', 'draft', category] as const,
  calendar: (from: IsoDay, to: IsoDay) => ['auth', 'practice', 'calendar', from, to] as const,
  review: (weekStart: IsoDay) => ['auth', 'practice', 'review', weekStart] as const,
  reminders: ['auth', 'practice', 'reminders'] as const,
};

const base = '/practice';
const category = (value: PracticeCategory) => `${base}/plans/${encodeURIComponent(value)}`;

/** True for the 403 that means "your plan does not include this": an upgrade offer, not an error. */
export const isPlanRequired = (error: unknown) =>
  isApiError(error) && error.status === 403 && error.code === errorCodes.planRequired;

/** A read that answers 404 before the thing exists (no review yet, no plan yet) resolves with null. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** GET /practice/today with this browser's zone: the server keeps it only while none is stored yet. */
export const fetchToday = (signal?: AbortSignal) =>
  apiRequest(`${base}/today?timeZone=${encodeURIComponent(browserTimeZone())}`, {
    schema: todaySchema,
    signal,
  });

export const fetchPlans = (signal?: AbortSignal) =>
  apiRequest(`${base}/plans`, { schema: z.array(woopPlanSchema), signal });

export const fetchDraft = (value: PracticeCategory, signal?: AbortSignal) =>
  apiRequest(`${category(value)}/draft`, { schema: woopDraftSchema, signal });

export const savePlan = (value: PracticeCategory, body: WoopInput) =>
  apiRequest(category(value), { method: 'PUT', body, schema: woopPlanSchema });

/** PUT /practice/check-ins/{day}: one check-in a day; sending it again replaces it. */
export const putCheckIn = (day: IsoDay, body: CheckInInput) =>
  apiRequest(`${base}/check-ins/${encodeURIComponent(day)}`, { method: 'PUT', body, schema: checkInSchema });

export const fetchCalendar = (from: IsoDay, to: IsoDay, signal?: AbortSignal) =>
  apiRequest(`${base}/calendar?from=${from}&to=${to}`, { schema: calendarSchema, signal });

export const spendFreeze = (day: IsoDay) =>
  apiRequest(`${base}/freezes`, { method: 'POST', body: { day }, schema: z.unknown() });

export const fetchReview = (weekStart: IsoDay, signal?: AbortSignal) =>
  orNull(apiRequest(`${base}/reviews/${weekStart}`, { schema: weeklyReviewSchema, signal }));

export const saveReview = (
  weekStart: IsoDay,
  body: Pick<WeeklyReview, 'wentWell' | 'gotInTheWay' | 'oneChange'>,
) => apiRequest(`${base}/reviews/${weekStart}`, { method: 'PUT', body, schema: weeklyReviewSchema });

export const fetchReminders = (signal?: AbortSignal) =>
  apiRequest(`${base}/reminders`, { schema: reminderSettingsSchema, signal });

export const saveReminders = (body: ReminderSettings) =>
  apiRequest(`${base}/reminders`, { method: 'PUT', body, schema: reminderSettingsSchema });

export const fetchPushKey = () => apiRequest(`${base}/push-key`, { schema: pushKeySchema });

export const savePushSubscription = (body: PushSubscriptionInput) =>
  apiRequest(`${base}/push-subscriptions`, { method: 'POST', body, schema: z.unknown() });

export const todayQueryOptions = () =>
  queryOptions({ queryKey: practiceQueryKeys.today, queryFn: ({ signal }) => fetchToday(signal) });

export const plansQueryOptions = () =>
  queryOptions({ queryKey: practiceQueryKeys.plans, queryFn: ({ signal }) => fetchPlans(signal) });

/** The writer's suggestion: asked once per category and visit, it does not change under the user. */
export const draftQueryOptions = (value: PracticeCategory) =>
  queryOptions({
    queryKey: practiceQueryKeys.draft(value),
    queryFn: ({ signal }) => fetchDraft(value, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const calendarQueryOptions = (from: IsoDay, to: IsoDay) =>
  queryOptions({
    queryKey: practiceQueryKeys.calendar(from, to),
    queryFn: ({ signal }) => fetchCalendar(from, to, signal),
  });

export const reviewQueryOptions = (weekStart: IsoDay) =>
  queryOptions({
    queryKey: practiceQueryKeys.review(weekStart),
    queryFn: ({ signal }) => fetchReview(weekStart, signal),
  });

export const remindersQueryOptions = () =>
  queryOptions({ queryKey: practiceQueryKeys.reminders, queryFn: ({ signal }) => fetchReminders(signal) });
