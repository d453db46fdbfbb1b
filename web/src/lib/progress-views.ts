import type { ProgressRange, ProgressSummary } from '@uh/core/progress/progress.schema';
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// Shared by the dashboard, progress and protocol-progress screens (one summary request per view),
// and refreshed by every tracker and the checklist after they change something.

/** Query keys start with the URL they read (docs/product.md §7). */
export const progressKeys = {
  all: () => ['/api/progress/summary'] as const,
  summary: (range: ProgressRange, month?: string) => ['/api/progress/summary', range, month ?? 'current'] as const,
};

export const progressSummaryQueryOptions = (range: ProgressRange, month?: string) =>
  queryOptions({
    queryKey: progressKeys.summary(range, month),
    queryFn: async (): Promise<ProgressSummary> => {
      const params = new URLSearchParams({ range, ...(month ? { month } : {}) });
      return (await apiRequest('GET', `/api/progress/summary?${params}`)).json();
    },
  });

export const checklistKeys = {
  all: () => ['/api/daily-checklist'] as const,
  today: () => ['/api/daily-checklist', 'today'] as const,
  weekly: () => ['/api/daily-checklist', 'weekly'] as const,
};

/**
 * After a protocol is logged or the checklist changes, the derived views are out of date:
 * the server ticks checklist items and the summary counts change.
 */
export function invalidateProgressViews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: progressKeys.all() }),
    queryClient.invalidateQueries({ queryKey: checklistKeys.all() }),
  ]).then(() => undefined);
}

/** After a tracker's log is created, corrected or deleted: its list and the derived views re-read. */
export function invalidateLogViews(queryClient: QueryClient, listKey: QueryKey): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: listKey }), invalidateProgressViews(queryClient)]).then(() => undefined);
}
