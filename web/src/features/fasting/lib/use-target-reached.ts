import { useEffect, useRef } from 'react';
import { toast } from '#ui/use-toast';
import { fastTargetReachedMessage, isRunningPastTarget, type RunningFastTimes } from './fast-view';

/**
 * Announces the moment a running fast reaches its target while the page is open. The fast goes on
 * (docs/decisions/0010); a fast already past its target when the page opened is not announced.
 */
export function useTargetReached(fast: (RunningFastTimes & { id: number }) | undefined, now: number, announce: (text: string) => void) {
  const seen = useRef(new Map<number, boolean>());
  const isPast = fast ? isRunningPastTarget(fast, now) : false;
  useEffect(() => {
    if (!fast) return;
    const wasPast = seen.current.get(fast.id);
    seen.current.set(fast.id, isPast);
    if (wasPast === false && isPast) {
      announce(`Target reached: ${fast.targetHours} hours. The fast keeps running until you end it.`);
      toast({ title: 'Target Reached', description: fastTargetReachedMessage(fast.targetHours) });
    }
  }, [fast, isPast, announce]);
}
