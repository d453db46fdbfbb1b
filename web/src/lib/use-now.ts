import { createContext, useContext, useEffect, useState } from 'react';
import { useIsHydrating } from './use-hydrating';

/**
 * The time the server rendered the page at, when it did (a signed-in page sent with its data).
 * The browser's first render takes that page over with the same time, so a running timer's
 * figures match the HTML instead of being a second or two further on; the next tick catches up.
 */
export const RenderedAtContext = createContext<number | undefined>(undefined);

/**
 * The current time, refreshed every `intervalMs` only to re-render: figures derive from
 * timestamps and Date.now() (so a sleeping tab or a faked clock stays right), never from ticks.
 */
export function useNow(intervalMs: number): number {
  const renderedAt = useContext(RenderedAtContext);
  const isHydrating = useIsHydrating();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return isHydrating && renderedAt !== undefined ? renderedAt : now;
}
