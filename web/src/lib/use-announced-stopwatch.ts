import { useState } from 'react';
import { formatDurationWords } from '@uh/core/common/duration-format.logic';
import type { Stopwatch } from './use-stopwatch';

/** What a timer's status line says after each press; `pausedAt` gets the time in words. */
export type StopwatchMessages = { started: string; pausedAt: (time: string) => string; reset?: string };

/** Start, Pause and Reset that also say what they did, for screen readers (docs/product.md §4 timers). */
export function useAnnouncedStopwatch(stopwatch: Stopwatch, messages: StopwatchMessages) {
  const [announcement, setAnnouncement] = useState('');
  const act = (run: () => void, message: string) => {
    run();
    setAnnouncement(message);
  };
  return {
    announcement,
    start: () => act(stopwatch.start, messages.started),
    pause: () => setAnnouncement(messages.pausedAt(formatDurationWords(stopwatch.pause()))),
    reset: () => act(stopwatch.reset, messages.reset ?? ''),
  };
}
