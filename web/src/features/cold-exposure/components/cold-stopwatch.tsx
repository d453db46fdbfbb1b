import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import SnowflakeIcon from 'lucide-react/icons/snowflake';
import SquareIcon from 'lucide-react/icons/square';
import TargetIcon from 'lucide-react/icons/target';
import TimerIcon from 'lucide-react/icons/timer';
import { formatClock } from '@uh/core/common/stopwatch.logic';
import type { Stopwatch } from '#lib/use-stopwatch';
import { cn } from '#lib/cn';
import { Button } from '#ui/button';
import { targetStatus } from '../logic/cold-summary';

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

type ColdStopwatchProps = { stopwatch: Stopwatch; busy: boolean; onStop: () => void };

/** Start, Pause and Stop (spec §4); Stop logs the session. */
export function ColdStopwatch({ stopwatch, busy, onStop }: ColdStopwatchProps) {
  const { seconds, running } = stopwatch;
  const current = status(stopwatch);
  const StatusIcon = current.icon;
  const target = targetStatus(seconds);
  return (
    <section aria-labelledby="cold-stopwatch-heading" className="space-y-4 rounded-card bg-protocol-cold-soft/60 p-4">
      <p aria-live="polite" className="sr-only">
        {MILESTONE[target]}
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
        <Button className="bg-protocol-cold! px-2! text-background! hover:opacity-90" disabled={busy || running} onClick={stopwatch.start}>
          <PlayIcon aria-hidden="true" className="size-4 shrink-0" />
          Start
        </Button>
        <Button variant="secondary" className="px-2!" disabled={busy || !running} onClick={() => stopwatch.pause()}>
          <PauseIcon aria-hidden="true" className="size-4 shrink-0" />
          Pause
        </Button>
        <Button variant="secondary" className="px-2!" disabled={busy || (!running && seconds === 0)} onClick={onStop}>
          <SquareIcon aria-hidden="true" className="size-4 shrink-0" />
          {busy ? 'Saving...' : 'Stop'}
        </Button>
      </div>
    </section>
  );
}
