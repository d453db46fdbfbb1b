import type { User } from '@uh/core/auth/auth.schema';
import type { QueryClient } from '@tanstack/react-query';
import { preferencesQueryOptions } from '#lib/preferences';
import { progressSummaryQueryOptions } from '#lib/progress-views';
import { sessionQueryOptions } from '#lib/session';
import { recentFastsQueryOptions } from '../features/dashboard/api/dashboard-queries';
import { fastingLogsQueryOptions } from '../features/fasting/api/fasting-queries';

/**
 * What a page reads first, by its address: the same queries the page makes, so it finds them
 * cached. The dashboard, progress and fasting pages are where people open the app.
 */
const FIRST_READS: Record<string, (queryClient: QueryClient, user: User) => Promise<void>[]> = {
  '/': (queryClient, user) => [
    queryClient.prefetchQuery(progressSummaryQueryOptions('week')),
    queryClient.prefetchQuery(recentFastsQueryOptions(user.id)),
  ],
  '/progress': (queryClient) => [queryClient.prefetchQuery(progressSummaryQueryOptions('week'))],
  '/fasting': (queryClient, user) => [queryClient.prefetchQuery(fastingLogsQueryOptions(user.id))],
};

/**
 * Asks for the first page's data as soon as the session is known, while the page's code is still
 * downloading: the page then opens with its data rather than a skeleton the data resizes.
 */
export async function prefetchFirstPageData(queryClient: QueryClient, path: string): Promise<void> {
  const reads = FIRST_READS[path];
  if (!reads) return;
  await queryClient.prefetchQuery(sessionQueryOptions);
  const user = queryClient.getQueryData(sessionQueryOptions.queryKey);
  // Every signed-in page reads the preferences (the saved theme, units) as it opens.
  if (user) await Promise.all([queryClient.prefetchQuery(preferencesQueryOptions), ...reads(queryClient, user)]);
}
