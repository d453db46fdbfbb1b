import type { JournalEntry } from '@uh/core/voice-journal/journal.schema';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { typeParam, type JournalFilter } from '../lib/journal-filters';

/** Entries per request; older ones load on demand. */
export const JOURNAL_PAGE_SIZE = 20;

/** Query keys start with the URL they read (docs/product.md §7); the filter tab completes it. */
export const journalKeys = {
  all: () => ['/api/journal/entries'] as const,
  list: (filter: JournalFilter) => ['/api/journal/entries', filter] as const,
};

/** GET /api/journal/entries?type=&limit=&before=, newest first, a page at a time. */
export const journalEntriesQueryOptions = (filter: JournalFilter) =>
  infiniteQueryOptions({
    queryKey: journalKeys.list(filter),
    queryFn: async ({ pageParam }): Promise<JournalEntry[]> => {
      const types = typeParam(filter);
      const params = new URLSearchParams({
        ...(types ? { type: types } : {}),
        limit: String(JOURNAL_PAGE_SIZE),
        ...(pageParam ? { before: pageParam } : {}),
      });
      return (await apiRequest('GET', `/api/journal/entries?${params}`)).json();
    },
    initialPageParam: null as string | null,
    // A full page may have more behind it: the next one starts before its oldest entry.
    getNextPageParam: (page) => (page.length === JOURNAL_PAGE_SIZE ? (page.at(-1)?.timestamp ?? null) : null),
  });
