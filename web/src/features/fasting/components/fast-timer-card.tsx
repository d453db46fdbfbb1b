import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { fastStatus, fastingProtocolLabel } from '@uh/core/fasting/fasting.logic';
import type { ReactNode } from 'react';
import { Card } from '#ui/card';
import { StatusLabel } from '#ui/status-label';
import { formatFastTime } from '../lib/fast-form';
import { fastElapsedSeconds, formatHm, stageProgress } from '../lib/fast-view';
import { EndControls, StartControls, type StartControlsProps } from './fast-controls';
import { FastTimerRing } from './fast-timer-ring';

export type RunningFast = Pick<FastingLog, 'startTime' | 'targetHours'>;

export type FastTimerCardProps = {
  now: number;
  timeZone: string;
  running: RunningFast | undefined;
  lastFast: FastingLog | undefined;
  /** The protocol choice and Start, shown while no fast runs. */
  start: StartControlsProps;
  onEnd: () => void;
  isEnding: boolean;
  /** What just changed (started, ended…), announced politely to screen readers. */
  announcement: string;
  /** The check-in shown well past the target. */
  checkIn?: ReactNode;
};

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

/** The fast timer: ring, start/end controls, the last result, and announcements of changes. */
export function FastTimerCard({ now, timeZone, running, lastFast, start, onEnd, isEnding, announcement, checkIn }: FastTimerCardProps) {
  const elapsed = running ? fastElapsedSeconds(running, now) : 0;
  const stage = running ? stageProgress(elapsed).stage.name : null;
  const overSeconds = running ? elapsed - running.targetHours * 3600 : -1;

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
        {running ? `Current stage: ${stage}` : ''}
      </p>
      <p aria-live="polite" className="sr-only" data-testid="fast-announcement">
        {announcement}
      </p>
      {running ? (
        <>
          <div className="space-y-1 text-center text-sm">
            <p className="text-muted-foreground">Started {formatFastTime(running.startTime, timeZone)}</p>
            {overSeconds >= 0 ? (
              <p className="font-medium text-status-warn" data-testid="past-target">
                Running past target · <span className="figures">+{formatHm(overSeconds)}</span>
              </p>
            ) : null}
          </div>
          {checkIn}
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
