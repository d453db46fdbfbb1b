import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '#lib/query-client';
import { sessionQueryOptions } from '#lib/session';
import { prefetchFirstPageData } from './app/first-page-data';
import { Providers } from './app/providers';
import { readOidcReturn } from './features/auth/lib/oidc-return';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server sends the sign-in screen already rendered (web/prerender-plugin.ts) only to a request
// without a session cookie, so nobody is signed in; it was rendered for exactly that. Back from
// the provider with an outcome to show, the screen differs and is drawn afresh instead.
const isPrerenderedSignIn = container.dataset.prerendered === 'sign-in';
const canHydrate = isPrerenderedSignIn && readOidcReturn(window.location.search) === null;

const queryClient = createQueryClient();
if (canHydrate) {
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
} else {
  // Ask who is signed in (and then for the first page's data) while the page's code is still downloading.
  void queryClient.prefetchQuery(sessionQueryOptions);
  void prefetchFirstPageData(queryClient, window.location.pathname);
}

const app = <Providers queryClient={queryClient} />;
if (canHydrate) {
  // At once: React then keeps the HTML form on screen while the page's code loads, and replays
  // a click or a keystroke made meanwhile instead of losing it.
  hydrateRoot(container, app);
} else {
  if (isPrerenderedSignIn) container.replaceChildren();
  createRoot(container).render(app);
}
