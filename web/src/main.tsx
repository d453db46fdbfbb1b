import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepOfflineReads } from '#lib/offline-cache';
import { createQueryClient } from '#lib/query-client';
import { sessionQueryOptions } from '#lib/session';
import { prefetchFirstPageData } from './app/first-page-data';
import { Providers } from './app/providers';
import { firstPageCode } from './app/lazy-page';
import { readOidcReturn } from './features/auth/lib/oidc-return';
import { readPageData } from './prerender/page-data';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server sends the sign-in screen already rendered (web/prerender-plugin.ts) only to a request
// without a session cookie, so nobody is signed in; it was rendered for exactly that. Back from
// the provider with an outcome to show, the screen differs and is drawn afresh instead.
const isPrerenderedSignIn = container.dataset.prerendered === 'sign-in';
const canHydrate = isPrerenderedSignIn && readOidcReturn(window.location.search) === null;

// Drawn from scratch, the first screen waits this long at most for the session and the page's
// code, so it opens on the page itself rather than on a spinner swapped for it a moment later.
const FIRST_SCREEN_WAIT_MS = 1500;

const queryClient = createQueryClient();
const app = <Providers queryClient={queryClient} />;
const signedInPage = container.dataset.prerendered === 'page' ? readPageData() : null;
if (signedInPage) {
  // A signed-in page the server rendered with the person's data: the same data and clock make the
  // same HTML, which React takes over once the page's code is in (it stays on screen meanwhile).
  for (const read of signedInPage.reads) {
    // Kept until the page has taken them over, however late that is: a query nobody watches yet
    // is otherwise dropped after five minutes (a tab put to sleep mid-load), and React would find
    // a page without its data under HTML that has it.
    queryClient.setQueryDefaults(read.queryKey, { gcTime: Number.POSITIVE_INFINITY });
    queryClient.setQueryData(read.queryKey, read.data);
  }
  void firstPageCode().then(() => {
    startTransition(() => {
      hydrateRoot(container, <Providers queryClient={queryClient} renderedAt={signedInPage.renderedAt} />);
    });
  });
  // The browser never asked for these answers itself, so the offline worker has not kept them.
  const user = queryClient.getQueryData(sessionQueryOptions.queryKey);
  if (user) void keepOfflineReads(user.id, signedInPage.reads);
} else if (canHydrate) {
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
  // At once: React keeps the HTML form on screen while the page's code loads.
  hydrateRoot(container, app);
} else {
  // Ask who is signed in (and then for the first page's data) while the page's code is still downloading.
  const session = queryClient.prefetchQuery(sessionQueryOptions);
  void prefetchFirstPageData(queryClient, window.location.pathname);
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  void Promise.race([Promise.all([session, firstPageCode()]), waited]).then(() => {
    if (container.dataset.prerendered) container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  });
}

// The offline worker installs once the first screen is up and the browser is idle: its precache
// download never competes with the page being opened.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    const register = () => void import('./app/service-worker').then((module) => module.registerServiceWorker());
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  });
}
