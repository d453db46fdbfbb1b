import PauseIcon from 'lucide-react/icons/pause';
import SnowflakeIcon from 'lucide-react/icons/snowflake';
import SquareIcon from 'lucide-react/icons/square';
import TargetIcon from 'lucide-react/icons/target';
import TimerIcon from 'lucide-react/icons/timer';
import { useRef } from 'react';
import { useAnnouncedStopwatch } from '#lib/use-announced-stopwatch';
import type { Stopwatch } from '#lib/use-stopwatch';
import { cn } from '#lib/cn';
import { useFocusRecovery } from '#lib/use-focus-recovery';
import { StopwatchButton, StopwatchPauseButton, StopwatchStartButton } from '../../../components/stopwatch-buttons';
import { StopwatchAnnouncements, StopwatchClock, StopwatchHeader, type StopwatchStatus } from '../../../components/stopwatch-face';
import { targetStatus } from '../lib/cold-summary';

const TARGET_TEXT = {
  below: 'Target: 2:00–5:00 minutes',
  within: 'In the 2:00–5:00 target range',
  beyond: 'Past the 5:00 target',
} as const;

// Heard once when the session crosses 2:00 and 5:00, not every second.
const MILESTONE = { below: '', within: 'You have reached the 2-minute target.', beyond: 'You have passed 5 minutes.' } as const;

const MESSAGES = {
  started: 'Session started. Pause or Stop when you are done.',
  pausedAt: (time: string) => `Session paused at ${time}.`,
};

function status(stopwatch: Stopwatch): StopwatchStatus {
  if (stopwatch.running) return { label: 'Running', icon: SnowflakeIcon, tone: 'text-protocol-cold' };
  if (stopwatch.seconds > 0) return { label: 'Paused', icon: PauseIcon, tone: 'text-muted-foreground' };
  return { label: 'Ready', icon: TimerIcon, tone: 'text-muted-foreground' };
}

type ColdStopwatchProps = {
  stopwatch: Stopwatch;
  busy: boolean;
  onStop: () => void;
  /** Called with the start action, which it may run now or later (after the safety screen). */
  beforeStart?: (start: () => void) => void;
};

/** Start, Pause and Stop (docs/product.md §4); Stop logs the session. */
export function ColdStopwatch({ stopwatch, busy, onStop, beforeStart = (start) => start() }: ColdStopwatchProps) {
  const { seconds, running } = stopwatch;
  const target = targetStatus(seconds);
  const controls = useAnnouncedStopwatch(stopwatch, MESSAGES);
  const section = useRef<HTMLElement>(null);
  // Start hands focus to Pause and the other way round; after a logged session, back to Start.
  useFocusRecovery(section, () => section.current?.querySelector<HTMLElement>(`[data-action="${running ? 'pause' : 'start'}"]`) ?? null);

  return (
    <section ref={section} aria-labelledby="cold-stopwatch-heading" className="space-y-4 rounded-card bg-protocol-cold-soft/60 p-4">
      <StopwatchAnnouncements milestone={MILESTONE[target]} announcement={controls.announcement} />
      <StopwatchHeader headingId="cold-stopwatch-heading" title="Stopwatch" status={status(stopwatch)} />
      <StopwatchClock label="Session time" seconds={seconds}>
        <span className="mt-1 flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
          <TargetIcon aria-hidden="true" className={cn('size-4', target === 'below' ? '' : 'text-status-good')} />
          {TARGET_TEXT[target]}
        </span>
      </StopwatchClock>
      <div className="grid grid-cols-3 gap-2">
        <StopwatchStartButton accent="bg-protocol-cold!" disabled={busy || running} onClick={() => beforeStart(controls.start)} />
        <StopwatchPauseButton disabled={busy || !running} onClick={controls.pause} />
        {/* Stays focusable while saving (aria-disabled), so focus is not lost mid-save. */}
        <StopwatchButton
          icon={SquareIcon}
          variant="secondary"
          className="px-2! aria-disabled:cursor-wait aria-disabled:opacity-60"
          disabled={!busy && !running && seconds === 0}
          aria-disabled={busy || undefined}
          onClick={busy ? undefined : onStop}
        >
          {busy ? 'Saving...' : 'Stop'}
        </StopwatchButton>
      </div>
    </section>
  );
}
