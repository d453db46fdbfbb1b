import { cn } from '#lib/cn';
import { fastProgress, formatHms } from '../lib/fast-view';

const SIZE = 240;
const STROKE = 14;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export type FastTimerRingProps = {
  elapsedSeconds: number;
  targetHours: number;
  /** The current stage's name while a fast runs; a hint otherwise. */
  caption: string;
  isRunning: boolean;
};

/** The circular progress timer (DESIGN.md): fixed size, tabular digits, no layout shift. */
export function FastTimerRing({ elapsedSeconds, targetHours, caption, isRunning }: FastTimerRingProps) {
  const progress = fastProgress(elapsedSeconds, targetHours);
  return (
    <div className="relative mx-auto size-60 shrink-0">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full -rotate-90" aria-hidden="true">
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-protocol-fasting-soft" />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={`${CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          className={cn('stroke-protocol-fasting', progress === 0 && 'opacity-0')}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center px-8 text-center">
        <span className="text-sm text-muted-foreground">{isRunning ? 'Elapsed' : 'Ready'}</span>
        <span className="text-4xl font-semibold figures" data-testid="fast-elapsed">
          {formatHms(elapsedSeconds)}
        </span>
        <span className="mt-1 text-sm text-muted-foreground">of {targetHours}h target</span>
        <span className="mt-1 line-clamp-2 min-h-10 text-sm font-medium text-protocol-fasting">{caption}</span>
      </div>
    </div>
  );
}
