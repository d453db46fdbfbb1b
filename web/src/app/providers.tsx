import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { RenderedAtContext } from '#lib/use-now';
import { RootShell } from './root-shell';

type ProvidersProps = {
  queryClient: QueryClient;
  /** The address rendered on the server, which has no `location` of its own. */
  ssrPath?: string;
  ssrSearch?: string;
  /** When the server rendered the page (so the first render in the browser shows the same times). */
  renderedAt?: number;
};

export function Providers({ queryClient, ssrPath, ssrSearch, renderedAt }: ProvidersProps) {
  const shell = <RootShell />;
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RenderedAtContext value={renderedAt}>
          {ssrPath === undefined ? (
            shell
          ) : (
            <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
              {shell}
            </Router>
          )}
        </RenderedAtContext>
      </QueryClientProvider>
    </StrictMode>
  );
}
