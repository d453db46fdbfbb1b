import { prerender } from 'react-dom/static';
import { createQueryClient } from '#lib/query-client';
import { sessionQueryOptions } from '#lib/session';
import { Providers } from '../app/providers';

/**
 * The sign-in screen's HTML, as the app first renders it for someone signed out: the build puts
 * it into the page the server sends to /login and /auth, so the form paints before any script
 * runs, and main.tsx hydrates it (the server sends it only to requests without a session cookie).
 */
export async function renderSignInMarkup(): Promise<string> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
  const { prelude } = await prerender(<Providers queryClient={queryClient} />);
  const html = await new Response(prelude).text();
  queryClient.clear();
  return html;
}
