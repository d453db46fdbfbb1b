import type { ReactNode } from 'react';
import { cn } from '#lib/cn';

const STROKE = 14;

type ProgressRingProps = {
  /** 0–1 of the circle drawn. */
  fraction: number;
  /** Diameter in px of the SVG's drawing space (the box is sized by className). */
  size: number;
  trackClassName: string;
  barClassName: string;
  className?: string;
  /** What sits in the middle (large figures, labels). */
  children: ReactNode;
  barProps?: Record<`data-${string}`, string>;
};

/** The circular progress of docs/design.md: SVG stroke-dasharray, content centred, no layout shift. */
export function ProgressRing({ fraction, size, trackClassName, barClassName, className, children, barProps }: ProgressRingProps) {
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const shown = Math.min(1, Math.max(0, fraction));
  return (
    <div className={cn('relative shrink-0', className)}>
      <svg viewBox={`0 0 ${size} ${size}`} className="size-full -rotate-90" aria-hidden="true">
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={STROKE} className={trackClassName} />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={`${circumference * shown} ${circumference}`}
          className={cn(barClassName, shown === 0 && 'opacity-0')}
          {...barProps}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center text-center">{children}</div>
    </div>
  );
}
