import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import type { Checklist } from '@uh/core/checklist/checklist.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { checklistKeys } from '#lib/progress-views';

/** Today's record in the user's time zone (id null until the first tick of the day). */
export const todayChecklistQueryOptions = () =>
  queryOptions({
    queryKey: checklistKeys.today(),
    queryFn: async (): Promise<Checklist> => (await apiRequest('GET', '/api/daily-checklist/today')).json(),
  });

/** The seven days of this Monday-start week, empty days included. */
export const weeklyChecklistQueryOptions = () =>
  queryOptions({
    queryKey: checklistKeys.weekly(),
    queryFn: async (): Promise<Checklist[]> => (await apiRequest('GET', '/api/daily-checklist/weekly')).json(),
  });

const RECENT_BIOMETRICS = 10;

/**
 * The most recent logged weight (lbs) for the hydration hint, or null. The newest readings are
 * searched because the latest log may hold only, say, a heart rate. Keyed under the biometrics
 * URL so that logging biometrics refreshes it.
 */
export const latestWeightQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['/api/biometrics', userId, { limit: RECENT_BIOMETRICS }] as const,
    queryFn: async (): Promise<BiometricLog[]> => (await apiRequest('GET', `/api/biometrics/${userId}?limit=${RECENT_BIOMETRICS}`)).json(),
    select: (logs): number | null => logs.find((log) => log.weight !== null && log.weight > 0)?.weight ?? null,
    staleTime: 5 * 60_000,
  });
