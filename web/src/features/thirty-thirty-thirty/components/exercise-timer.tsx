import CheckCircleIcon from 'lucide-react/icons/circle-check';
import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import TimerIcon from 'lucide-react/icons/timer';
import { useRef } from 'react';
import { THIRTY_EXERCISE_MIN_S, THIRTY_TIMER_CAP_S } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import { useAnnouncedStopwatch } from '#lib/use-announced-stopwatch';
import type { Stopwatch } from '#lib/use-stopwatch';
import { useFocusRecovery } from '#lib/use-focus-recovery';
import { StopwatchButton, StopwatchPauseButton, StopwatchStartButton } from '../../../components/stopwatch-buttons';
import { StopwatchAnnouncements, StopwatchClock, StopwatchHeader, type StopwatchStatus } from '../../../components/stopwatch-face';
import { exerciseMilestone } from '../lib/thirty-form';

function timerStatus(stopwatch: Stopwatch): StopwatchStatus {
  if (stopwatch.seconds >= THIRTY_TIMER_CAP_S) return { label: '30:00 reached', icon: CheckCircleIcon, tone: 'text-status-good' };
  if (stopwatch.running) return { label: 'Running', icon: PlayIcon, tone: 'text-protocol-thirty' };
  if (stopwatch.seconds > 0) return { label: 'Paused', icon: PauseIcon, tone: 'text-muted-foreground' };
  return { label: 'Ready', icon: TimerIcon, tone: 'text-muted-foreground' };
}

const MIN_MARK_PERCENT = (THIRTY_EXERCISE_MIN_S / THIRTY_TIMER_CAP_S) * 100;

const MESSAGES = {
  started: 'Exercise timer started.',
  pausedAt: (time: string) => `Exercise timer paused at ${time}.`,
  reset: 'Exercise timer reset.',
};

/** The exercise stopwatch (docs/product.md §4): Start, Pause, Reset; stops by itself at 30:00. */
export function ExerciseTimer({ stopwatch, disabled = false }: { stopwatch: Stopwatch; disabled?: boolean }) {
  const { seconds, running } = stopwatch;
  const atCap = seconds >= THIRTY_TIMER_CAP_S;
  const controls = useAnnouncedStopwatch(stopwatch, MESSAGES);
  const section = useRef<HTMLElement>(null);
  // The pressed button turns disabled: focus goes to the one that takes over (Start ⇄ Pause, Reset → Start).
  useFocusRecovery(section, () => {
    const action = running ? 'pause' : atCap ? 'reset' : 'start';
    return section.current?.querySelector<HTMLElement>(`[data-action="${action}"]`) ?? null;
  });
  return (
    <section ref={section} aria-labelledby="exercise-timer-heading" className="space-y-4 rounded-card bg-protocol-thirty-soft/60 p-4">
      {/* Heard at 25:00 and 30:00 only, not every second; the status and checklist show it on screen. */}
      <StopwatchAnnouncements milestone={exerciseMilestone(seconds)} announcement={controls.announcement} />
      <StopwatchHeader headingId="exercise-timer-heading" title="Exercise timer" status={timerStatus(stopwatch)} />
      <StopwatchClock label="Exercise time" seconds={seconds}>
        <span className="figures block text-sm text-muted-foreground">of 30:00 · at least 25:00 to complete</span>
      </StopwatchClock>
      <div aria-hidden="true" className="relative h-2 rounded-full bg-surface">
        <div className="h-2 rounded-full bg-protocol-thirty" style={{ width: `${(seconds / THIRTY_TIMER_CAP_S) * 100}%` }} />
        <div className="absolute -top-1 h-4 w-0.5 bg-foreground" style={{ left: `${MIN_MARK_PERCENT}%` }} />
      </div>
      <div className="grid grid-cols-3 gap-2">
        <StopwatchStartButton accent="bg-protocol-thirty!" disabled={disabled || running || atCap} onClick={controls.start} />
        <StopwatchPauseButton disabled={disabled || !running} onClick={controls.pause} />
        <StopwatchButton
          action="reset"
          icon={RotateCcwIcon}
          variant="secondary"
          className="px-2!"
          disabled={disabled || (seconds === 0 && !running)}
          onClick={controls.reset}
        >
          Reset
        </StopwatchButton>
      </div>
    </section>
  );
}
