import type { User } from '@uh/core/auth/auth.schema';
import type { QueryKey } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createQueryClient } from '#lib/query-client';
import { sessionQueryOptions } from '#lib/session';
import { firstReadsOf, readsAhead, SESSION_URL } from '../app/first-page-data';
import { Providers } from '../app/providers';
import { sameAnswers } from './same-answers';

/** A read the server has answered, as the browser's query cache keeps it (and its offline copy, by address). */
export type AnsweredRead = { queryKey: QueryKey; url: string; data: unknown };

/** What the browser needs to take the server's HTML over: the same data and the same clock. */
export type PageData = { renderedAt: number; reads: AnsweredRead[] };

/** How long a rendered page may be sent again for the same address and the same answers. */
const KEPT_FOR_MS = 60_000;
/** How many rendered pages are kept (each about 100 KB), the least recently sent dropped first. */
const KEPT_PAGES = 100;
/** The last page rendered for each address and person. */
const keptPages = new Map<string, { html: string; data: PageData }>();

/**
 * The page last rendered for this address and person, if it was rendered from exactly these
 * answers within the last minute. The answers include the person's own session read, so no page
 * is ever sent to anyone else; and the browser hydrates it with the clock it was rendered with
 * (`renderedAt`), so it matches.
 */
function keptPage(key: string, answered: AnsweredRead[]) {
  const kept = keptPages.get(key);
  if (!kept) return null;
  keptPages.delete(key);
  if (Date.now() - kept.data.renderedAt > KEPT_FOR_MS || !sameAnswers(kept.data.reads, answered)) return null;
  keptPages.set(key, kept);
  return kept;
}

function keepPage(key: string, page: { html: string; data: PageData }) {
  keptPages.set(key, page);
  if (keptPages.size > KEPT_PAGES) keptPages.delete(keptPages.keys().next().value!);
}

/** Answers one of the app's own GET requests for the person the page is for (JSON, or null if it failed). */
export type ReadAnswer = (url: string) => Promise<unknown>;

/**
 * A signed-in page's HTML (by its address, path and query) with the person's data, for the server to send in place of the empty
 * page: its largest text then paints with the HTML rather than after the app's script has run.
 * The browser hydrates it with `data` (main.tsx). Null when the page is not one rendered ahead
 * or nobody is signed in. Each render has its own query cache: nothing is shared between people.
 * A page asked again with the same answers within a minute is sent as it was rendered.
 */
export async function renderSignedInPage(address: string, answer: ReadAnswer): Promise<{ html: string; data: PageData } | null> {
  const [path = '/', query] = address.split('?', 2);
  // Asked first, so that other pages cost the server nothing: not even the session's read.
  if (!readsAhead(path)) return null;
  const user = (await answer(SESSION_URL)) as User | null;
  if (!user) return null;
  const reads = firstReadsOf(path, user);
  if (!reads) return null;
  const answered: AnsweredRead[] = [{ queryKey: sessionQueryOptions.queryKey, url: SESSION_URL, data: user }];
  // A read that failed stays out: the page shows what it shows without it and asks again in the browser.
  const answers = await Promise.all(reads.map((read) => answer(read.url)));
  reads.forEach((read, index) => {
    if (answers[index] !== null) answered.push({ queryKey: read.options.queryKey, url: read.url, data: answers[index] });
  });
  const key = `${address}\n${user.id}`;
  const kept = keptPage(key, answered);
  if (kept) return kept;
  const queryClient = createQueryClient();
  for (const read of answered) queryClient.setQueryData(read.queryKey, read.data);
  const renderedAt = Date.now();
  try {
    // Every boundary in place, none sent apart for a script to move in: the policy runs no inline script.
    const { prelude } = await prerender(
      <Providers queryClient={queryClient} ssrPath={path} ssrSearch={query ?? ''} renderedAt={renderedAt} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const page = { html: await new Response(prelude).text(), data: { renderedAt, reads: answered } };
    keepPage(key, page);
    return page;
  } finally {
    queryClient.clear();
  }
}
