import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` only to re-render: figures derive from
 * timestamps and Date.now() (so a sleeping tab or a faked clock stays right), never from ticks.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
