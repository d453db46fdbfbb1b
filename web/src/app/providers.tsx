import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RootShell } from './root-shell';

export function Providers({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RootShell />
      </QueryClientProvider>
    </StrictMode>
  );
}
