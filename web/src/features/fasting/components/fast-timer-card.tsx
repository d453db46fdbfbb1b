import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { fastStatus, fastingProtocolLabel } from '@uh/core/fasting/fasting.logic';
import { Card } from '#ui/card';
import { fastElapsedSeconds, formatHm, stageProgress } from '../lib/fast-view';
import { EndControls, StartControls, type StartControlsProps } from './fast-controls';
import { StatusLabel } from '#ui/status-label';
import { FastTimerRing } from './fast-timer-ring';

export type RunningFast = Pick<FastingLog, 'startTime' | 'targetHours'>;

export type FastTimerCardProps = StartControlsProps & {
  now: number;
  timeZone: string;
  running: RunningFast | undefined;
  lastFast: FastingLog | undefined;
  onEnd: () => void;
  isEnding: boolean;
};

const formatStart = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));

function LastFast({ fast }: { fast: FastingLog }) {
  return (
    <div className="w-full rounded-control border border-border bg-surface-muted/60 p-3 text-sm">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">Ended</span>
        <StatusLabel status={fastStatus(fast)} />
      </p>
      <p className="mt-1 text-muted-foreground">
        Last fast: {fastingProtocolLabel(fast.targetHours)} · <span className="figures">{formatHm(fast.duration ?? 0)}</span>
      </p>
    </div>
  );
}

/** The fast timer: ring, start/end controls, the last result, and milestone announcements. */
export function FastTimerCard({ now, timeZone, running, lastFast, onEnd, isEnding, ...start }: FastTimerCardProps) {
  const elapsed = running ? fastElapsedSeconds(running, now) : 0;
  const stage = running ? stageProgress(elapsed).stage.name : null;
  const milestone = running
    ? `Current stage: ${stage}`
    : lastFast?.completed
      ? `Fast completed after ${formatHm(lastFast.duration ?? 0)}.`
      : lastFast
        ? `Fast ended early after ${formatHm(lastFast.duration ?? 0)}.`
        : '';

  return (
    <Card className="flex flex-col items-center gap-5 p-4 sm:p-6">
      <h2 className="self-start text-lg font-semibold">{running ? fastingProtocolLabel(running.targetHours) : 'Start a Fast'}</h2>
      <FastTimerRing
        elapsedSeconds={elapsed}
        targetHours={running?.targetHours ?? start.targetHours}
        caption={stage ?? 'Not fasting'}
        isRunning={running !== undefined}
      />
      <p aria-live="polite" className="sr-only">
        {milestone}
      </p>
      {running ? (
        <>
          <p className="text-sm text-muted-foreground">Started {formatStart(running.startTime, timeZone)}</p>
          <EndControls onEnd={onEnd} isEnding={isEnding} isStarting={start.isStarting} />
        </>
      ) : (
        <>
          {lastFast ? <LastFast fast={lastFast} /> : null}
          <StartControls {...start} />
        </>
      )}
    </Card>
  );
}
