import { queryOptions } from '@tanstack/react-query';
import { dashboardSchema } from '#shared/dashboard';
import { entitlementsResultSchema } from '#shared/payments';
import { questionnaireRecordSchema } from '#shared/questionnaire';
import { apiRequest } from '../api/apiClient';
import { dashboardQueryKey, entitlementsQueryKey, questionnaireRecordQueryKey } from './accountQueryKeys';

/**
 * Reads of the signed-in user's own data that several features show: the dashboard lists every
 * questionnaire (the results page asks whether any has answers), and a questionnaire record gives
 * the dashboard's "View Details" and the vision page's 'Welcome Home {NAME}'.
 */
export const fetchDashboard = (signal?: AbortSignal) =>
  apiRequest('/auth/dashboard', { schema: dashboardSchema, signal });

/** Questionnaire record (docs/architecture.md §4), with its shared schema. */
export const fetchQuestionnaireRecord = (id: string, signal?: AbortSignal) =>
  apiRequest(`/questionnaire/record/${encodeURIComponent(id)}`, {
    schema: questionnaireRecordSchema,
    signal,
  });

/** What the signed-in user's active plan unlocks, as the server decides it. */
export const fetchEntitlements = (signal?: AbortSignal) =>
  apiRequest('/payments/entitlements', { schema: entitlementsResultSchema, signal });

/**
 * Query options, one per request, so every screen that reads the same data shares one cache entry
 * with one key and one fetch. Callers add only what differs per screen (`enabled`, `staleTime`).
 */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => fetchDashboard(signal) });

/** Disabled while no record is chosen (`id` null). */
export const questionnaireRecordQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: questionnaireRecordQueryKey(id),
    queryFn: ({ signal }) => fetchQuestionnaireRecord(id ?? '', signal),
    enabled: id !== null,
  });

export const entitlementsQueryOptions = () =>
  queryOptions({ queryKey: entitlementsQueryKey, queryFn: ({ signal }) => fetchEntitlements(signal) });
