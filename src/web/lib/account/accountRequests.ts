import { dashboardSchema } from '#shared/dashboard';
import { entitlementsResultSchema } from '#shared/payments';
import { questionnaireRecordSchema } from '#shared/questionnaire';
import { apiRequest } from '../api/apiClient';

/**
 * Reads of the signed-in user's own data that several features show: the dashboard lists every
 * questionnaire (the results page asks whether any has answers), and a questionnaire record gives
 * the dashboard's "View Details" and the vision page's 'Welcome Home {NAME}'.
 */
export const fetchDashboard = (signal?: AbortSignal) =>
  apiRequest('/auth/dashboard', { schema: dashboardSchema, signal });

/** Issue 4's questionnaire record (DESIGN.md §4), with its shared schema. */
export const fetchQuestionnaireRecord = (id: string, signal?: AbortSignal) =>
  apiRequest(`/questionnaire/record/${encodeURIComponent(id)}`, {
    schema: questionnaireRecordSchema,
    signal,
  });

/** What the signed-in user's active plan unlocks, as the server decides it. */
export const fetchEntitlements = (signal?: AbortSignal) =>
  apiRequest('/payments/entitlements', { schema: entitlementsResultSchema, signal });
