import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import SnowflakeIcon from 'lucide-react/icons/snowflake';
import SquareIcon from 'lucide-react/icons/square';
import TargetIcon from 'lucide-react/icons/target';
import TimerIcon from 'lucide-react/icons/timer';
import { useRef, useState } from 'react';
import { formatDurationWords } from '@uh/core/common/duration-format.logic';
import { formatClock } from '@uh/core/common/stopwatch.logic';
import type { Stopwatch } from '#lib/use-stopwatch';
import { cn } from '#lib/cn';
import { useFocusRecovery } from '#lib/use-focus-recovery';
import { Button } from '#ui/button';
import { targetStatus } from '../lib/cold-summary';

const TARGET_TEXT = {
  below: 'Target: 2:00–5:00 minutes',
  within: 'In the 2:00–5:00 target range',
  beyond: 'Past the 5:00 target',
} as const;

// Heard once when the session crosses 2:00 and 5:00, not every second.
const MILESTONE = { below: '', within: 'You have reached the 2-minute target.', beyond: 'You have passed 5 minutes.' } as const;

function status(stopwatch: Stopwatch) {
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
  const current = status(stopwatch);
  const StatusIcon = current.icon;
  const target = targetStatus(seconds);
  const [announcement, setAnnouncement] = useState('');
  const section = useRef<HTMLElement>(null);
  // Start hands focus to Pause and the other way round; after a logged session, back to Start.
  useFocusRecovery(section, () => section.current?.querySelector<HTMLElement>(`[data-action="${running ? 'pause' : 'start'}"]`) ?? null);

  const start = () =>
    beforeStart(() => {
      stopwatch.start();
      setAnnouncement('Session started. Pause or Stop when you are done.');
    });
  const pause = () => {
    const at = stopwatch.pause();
    setAnnouncement(`Session paused at ${formatDurationWords(at)}.`);
  };

  return (
    <section ref={section} aria-labelledby="cold-stopwatch-heading" className="space-y-4 rounded-card bg-protocol-cold-soft/60 p-4">
      <p aria-live="polite" className="sr-only">
        {MILESTONE[target]}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="cold-stopwatch-heading" className="font-semibold">
          Stopwatch
        </h3>
        <p className="inline-flex items-center gap-1.5 text-sm font-medium">
          <StatusIcon aria-hidden="true" className={cn('size-4', current.tone)} />
          {current.label}
        </p>
      </div>
      <p className="text-center">
        <span role="timer" aria-label="Session time" className="figures text-5xl font-bold tracking-tight">
          {formatClock(seconds)}
        </span>
        <span className="mt-1 flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
          <TargetIcon aria-hidden="true" className={cn('size-4', target === 'below' ? '' : 'text-status-good')} />
          {TARGET_TEXT[target]}
        </span>
      </p>
      <div className="grid grid-cols-3 gap-2">
        <Button
          data-action="start"
          className="bg-protocol-cold! px-2! text-background! hover:opacity-90"
          disabled={busy || running}
          onClick={start}
        >
          <PlayIcon aria-hidden="true" className="size-4 shrink-0" />
          Start
        </Button>
        <Button data-action="pause" variant="secondary" className="px-2!" disabled={busy || !running} onClick={pause}>
          <PauseIcon aria-hidden="true" className="size-4 shrink-0" />
          Pause
        </Button>
        {/* Stays focusable while saving (aria-disabled), so focus is not lost mid-save. */}
        <Button
          variant="secondary"
          className="px-2! aria-disabled:cursor-wait aria-disabled:opacity-60"
          disabled={!busy && !running && seconds === 0}
          aria-disabled={busy || undefined}
          onClick={busy ? undefined : onStop}
        >
          <SquareIcon aria-hidden="true" className="size-4 shrink-0" />
          {busy ? 'Saving...' : 'Stop'}
        </Button>
      </div>
    </section>
  );
}
