import CheckCircleIcon from 'lucide-react/icons/circle-check';
import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import TimerIcon from 'lucide-react/icons/timer';
import { useRef, useState } from 'react';
import { formatDurationWords } from '@uh/core/common/duration-format.logic';
import { formatClock } from '@uh/core/common/stopwatch.logic';
import { THIRTY_EXERCISE_MIN_S, THIRTY_TIMER_CAP_S } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import type { Stopwatch } from '#lib/use-stopwatch';
import { cn } from '#lib/cn';
import { useFocusRecovery } from '#lib/use-focus-recovery';
import { Button } from '#ui/button';
import { exerciseMilestone } from '../lib/thirty-form';

function timerStatus(stopwatch: Stopwatch) {
  if (stopwatch.seconds >= THIRTY_TIMER_CAP_S) return { label: '30:00 reached', icon: CheckCircleIcon, tone: 'text-status-good' };
  if (stopwatch.running) return { label: 'Running', icon: PlayIcon, tone: 'text-protocol-thirty' };
  if (stopwatch.seconds > 0) return { label: 'Paused', icon: PauseIcon, tone: 'text-muted-foreground' };
  return { label: 'Ready', icon: TimerIcon, tone: 'text-muted-foreground' };
}

const MIN_MARK_PERCENT = (THIRTY_EXERCISE_MIN_S / THIRTY_TIMER_CAP_S) * 100;

/** The exercise stopwatch (docs/product.md §4): Start, Pause, Reset; stops by itself at 30:00. */
export function ExerciseTimer({ stopwatch, disabled = false }: { stopwatch: Stopwatch; disabled?: boolean }) {
  const { seconds, running } = stopwatch;
  const status = timerStatus(stopwatch);
  const StatusIcon = status.icon;
  const atCap = seconds >= THIRTY_TIMER_CAP_S;
  const [announcement, setAnnouncement] = useState('');
  const section = useRef<HTMLElement>(null);
  // The pressed button turns disabled: focus goes to the one that takes over (Start ⇄ Pause, Reset → Start).
  useFocusRecovery(section, () => {
    const action = running ? 'pause' : atCap ? 'reset' : 'start';
    return section.current?.querySelector<HTMLElement>(`[data-action="${action}"]`) ?? null;
  });
  return (
    <section ref={section} aria-labelledby="exercise-timer-heading" className="space-y-4 rounded-card bg-protocol-thirty-soft/60 p-4">
      {/* Heard at 25:00 and 30:00 only, not every second; the status and checklist show it on screen. */}
      <p aria-live="polite" className="sr-only">
        {exerciseMilestone(seconds)}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="exercise-timer-heading" className="font-semibold">
          Exercise timer
        </h3>
        <p className="inline-flex items-center gap-1.5 text-sm font-medium">
          <StatusIcon aria-hidden="true" className={cn('size-4', status.tone)} />
          {status.label}
        </p>
      </div>
      <p className="text-center">
        <span role="timer" aria-label="Exercise time" className="figures text-5xl font-bold tracking-tight">
          {formatClock(seconds)}
        </span>
        <span className="figures block text-sm text-muted-foreground">of 30:00 · at least 25:00 to complete</span>
      </p>
      <div aria-hidden="true" className="relative h-2 rounded-full bg-surface">
        <div className="h-2 rounded-full bg-protocol-thirty" style={{ width: `${(seconds / THIRTY_TIMER_CAP_S) * 100}%` }} />
        <div className="absolute -top-1 h-4 w-0.5 bg-foreground" style={{ left: `${MIN_MARK_PERCENT}%` }} />
      </div>
      <div className="grid grid-cols-3 gap-2">
        <Button
          data-action="start"
          className="bg-protocol-thirty! px-2! text-background! hover:opacity-90"
          disabled={disabled || running || atCap}
          onClick={() => {
            stopwatch.start();
            setAnnouncement('Exercise timer started.');
          }}
        >
          <PlayIcon aria-hidden="true" className="size-4 shrink-0" />
          Start
        </Button>
        <Button
          data-action="pause"
          variant="secondary"
          className="px-2!"
          disabled={disabled || !running}
          onClick={() => setAnnouncement(`Exercise timer paused at ${formatDurationWords(stopwatch.pause())}.`)}
        >
          <PauseIcon aria-hidden="true" className="size-4 shrink-0" />
          Pause
        </Button>
        <Button
          data-action="reset"
          variant="secondary"
          className="px-2!"
          disabled={disabled || (seconds === 0 && !running)}
          onClick={() => {
            stopwatch.reset();
            setAnnouncement('Exercise timer reset.');
          }}
        >
          <RotateCcwIcon aria-hidden="true" className="size-4 shrink-0" />
          Reset
        </Button>
      </div>
    </section>
  );
}
