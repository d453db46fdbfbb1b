import { isFastCheckInDue } from '@uh/core/settings/safety-screen.logic';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { useState } from 'react';
import { FAST_BUTTON_IDS } from '../components/fast-controls';
import { rememberKeptGoing, useHasKeptGoing } from './check-in-memory';
import { fastElapsedSeconds } from './fast-view';

/**
 * The check-in well past a fast's target: due until the person ends the fast or chooses "Keep going",
 * which this device remembers for that fast.
 */
export function useFastCheckIn(active: FastingLog | undefined, now: number, focusNext: (id: string) => void) {
  const [keptGoing, setKeptGoing] = useState<number | null>(null);
  const hasKeptGoingOnThisDevice = useHasKeptGoing(active?.id);
  const isDue =
    active !== undefined &&
    isFastCheckInDue(fastElapsedSeconds(active, now), active.targetHours) &&
    keptGoing !== active.id &&
    !hasKeptGoingOnThisDevice;

  const onKeepGoing = () => {
    if (!active) return;
    rememberKeptGoing(active.id);
    setKeptGoing(active.id);
    focusNext(FAST_BUTTON_IDS.end);
  };
  return { isDue, onKeepGoing };
}
