import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { getToastState, subscribeToToasts } from './use-toast';

// Radix Toast is ~8 KB gz: it loads once the first screen is idle (or with the first toast),
// keeping it off the sign-in page's critical path.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}

export function DeferredToaster() {
  const hasToasts = useSyncExternalStore(
    subscribeToToasts,
    () => getToastState().toasts.length > 0,
    () => false,
  );
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => setIsIdle(true)), []);
  if (!isIdle && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
