import type { User } from '@uh/core/auth/auth.schema';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { preferencesQueryOptions } from '#lib/preferences';
import { progressSummaryQueryOptions } from '#lib/progress-views';
import { sessionQueryOptions } from '#lib/session';
import { recentFastsQueryOptions } from '../features/dashboard/api/dashboard-queries';
import { fastingLogsQueryOptions } from '../features/fasting/api/fasting-queries';

/**
 * One read a page makes as it opens: the page's own query (so it finds the answer cached) and the
 * address that query asks, which the server reads itself to render the page with its data.
 */
export type FirstRead = { options: { queryKey: QueryKey; queryFn?: unknown }; url: string };

/** Where the signed-in person is read from, before any page's own reads. */
export const SESSION_URL = '/api/user';

/** Every signed-in page reads the preferences (the saved theme, units) as it opens. */
const preferencesRead: FirstRead = { options: preferencesQueryOptions, url: '/api/settings' };

/** The dashboard, progress and fasting pages are where people open the app. */
const FIRST_READS: Record<string, (user: User) => FirstRead[]> = {
  '/': (user) => [
    { options: progressSummaryQueryOptions('week'), url: '/api/progress/summary?range=week' },
    { options: recentFastsQueryOptions(user.id), url: `/api/protocols/fasting/${user.id}?limit=10` },
  ],
  '/progress': () => [{ options: progressSummaryQueryOptions('week'), url: '/api/progress/summary?range=week' }],
  '/fasting': (user) => [{ options: fastingLogsQueryOptions(user.id), url: `/api/protocols/fasting/${user.id}` }],
};

/** Whether the page at `path` reads ahead (and so is the server's to render with its data). */
export const readsAhead = (path: string): boolean => Object.hasOwn(FIRST_READS, path);

/** What the page at `path` reads first for `user`, or null for a page that reads nothing ahead. */
export function firstReadsOf(path: string, user: User): FirstRead[] | null {
  const reads = readsAhead(path) ? FIRST_READS[path] : undefined;
  return reads ? [preferencesRead, ...reads(user)] : null;
}

/**
 * Asks for the first page's data as soon as the session is known, while the page's code is still
 * downloading: the page then opens with its data rather than a skeleton the data resizes.
 */
export async function prefetchFirstPageData(queryClient: QueryClient, path: string): Promise<void> {
  if (!readsAhead(path)) return;
  await queryClient.prefetchQuery(sessionQueryOptions);
  const user = queryClient.getQueryData(sessionQueryOptions.queryKey);
  const reads = user ? firstReadsOf(path, user) : null;
  if (reads) await Promise.all(reads.map((read) => queryClient.prefetchQuery(read.options as Parameters<QueryClient['prefetchQuery']>[0])));
}
