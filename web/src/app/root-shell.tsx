import { DeferredToaster } from '#ui/deferred-toaster';
import { AppRoutes } from './router';

/** Wraps every page: the matched route, plus the toast viewport. */
export function RootShell() {
  return (
    <>
      <AppRoutes />
      <DeferredToaster />
    </>
  );
}
