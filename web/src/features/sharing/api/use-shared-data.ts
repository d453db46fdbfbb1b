import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import type { Checklist } from '@uh/core/checklist/checklist.schema';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import type { ExperimentView } from '@uh/core/experiments/experiments.schema';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import type { ReceivedShare, ShareProposalResult } from '@uh/core/sharing/share-grants.schema';
import type { SharedOwnProtocols } from '@uh/core/sharing/shared-protocols.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiRequest, throwIfResNotOk } from '#lib/api-client';
import { sharingKeys } from './sharing-keys';

// Another person's data, read through a grant they gave. Never kept fresh from the cache: each
// visit asks again, so a share that ended shows as ended rather than as its last answer.

const readJson = async <T>(url: string, signal: AbortSignal): Promise<T> => {
  const response = await apiFetch(url, { signal });
  await throwIfResNotOk(response);
  return (await response.json()) as T;
};

const sharedQuery = <T>(grantId: number, part: string, path: string) =>
  queryOptions({
    queryKey: sharingKeys.sharedPart(grantId, part),
    queryFn: ({ signal }) => readJson<T>(`/api/shared/${grantId}${path}`, signal),
    staleTime: 0,
  });

/** The lists of logs a grant can show, by the address part the API reads them at. */
export type SharedLogs = { fasting: FastingLog; 'cold-exposure': ColdLog; biometrics: BiometricLog };
export type SharedLogKind = keyof SharedLogs;

/** How many of the newest logs a list shows (docs/product.md §9: history tables show the 10 most recent). */
export const SHARED_LOG_ROWS = 10;

/** GET /api/shared/{grantId}: whose data it is and what the grant allows; 404 once it ended or expired. */
export const useSharedOverview = (grantId: number) => useQuery(sharedQuery<ReceivedShare>(grantId, 'overview', ''));

/** GET /api/shared/{grantId}/progress: the owner's progress summary, this week. */
export const useSharedProgress = (grantId: number) => useQuery(sharedQuery<ProgressSummary>(grantId, 'progress', '/progress?range=week'));

/** GET /api/shared/{grantId}/fasting | cold-exposure | biometrics: the newest logs, as the owner's own lists have them. */
export const useSharedLogs = <K extends SharedLogKind>(grantId: number, kind: K) =>
  useQuery(sharedQuery<SharedLogs[K][]>(grantId, kind, `/${kind}?limit=${SHARED_LOG_ROWS}`));

/** GET /api/shared/{grantId}/checklist: their daily check-in today. */
export const useSharedChecklist = (grantId: number) => useQuery(sharedQuery<Checklist>(grantId, 'checklist', '/checklist'));

/** GET /api/shared/{grantId}/own-protocols: their own protocols' last 14 days. */
export const useSharedOwnProtocols = (grantId: number) =>
  useQuery(sharedQuery<SharedOwnProtocols>(grantId, 'own-protocols', '/own-protocols'));

/** GET /api/shared/{grantId}/experiments */
export const useSharedExperiments = (grantId: number) => useQuery(sharedQuery<ExperimentView[]>(grantId, 'experiments', '/experiments'));

/** POST /api/shared/{grantId}/proposals: a sentence the server reads into entries, proposed or written. */
export function useProposeEntry(grantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string): Promise<ShareProposalResult> =>
      (await apiRequest('POST', `/api/shared/${grantId}/proposals`, { text })).json(),
    // A written entry changes what the lists and the progress show.
    onSuccess: (answer) => {
      if (answer.status === 'written') void queryClient.invalidateQueries({ queryKey: sharingKeys.shared(grantId) });
    },
  });
}
