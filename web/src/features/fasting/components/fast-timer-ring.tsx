import { ProgressRing } from '#ui/progress-ring';
import { fastProgress, formatHms } from '../lib/fast-view';

export type FastTimerRingProps = {
  elapsedSeconds: number;
  targetHours: number;
  /** The current stage's name while a fast runs; a hint otherwise. */
  caption: string;
  isRunning: boolean;
};

/** The circular progress timer (docs/design.md): fixed size, tabular digits, no layout shift. */
export function FastTimerRing({ elapsedSeconds, targetHours, caption, isRunning }: FastTimerRingProps) {
  const progress = fastProgress(elapsedSeconds, targetHours);
  return (
    <ProgressRing
      fraction={progress}
      size={240}
      className="mx-auto size-60"
      trackClassName="stroke-protocol-fasting-soft"
      barClassName="stroke-protocol-fasting"
    >
      <div className="flex flex-col items-center px-8">
        <span className="text-sm text-muted-foreground">{isRunning ? 'Elapsed' : 'Ready'}</span>
        <span className="text-4xl font-semibold figures" data-testid="fast-elapsed">
          {formatHms(elapsedSeconds)}
        </span>
        <span className="mt-1 text-sm text-muted-foreground">of {targetHours}h target</span>
        <span className="mt-1 line-clamp-2 min-h-10 text-sm font-medium text-protocol-fasting">{caption}</span>
      </div>
    </ProgressRing>
  );
}
