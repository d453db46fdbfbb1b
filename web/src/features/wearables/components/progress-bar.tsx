import { cn } from '#lib/cn';

type ProgressBarProps = { label: string; percent: number; detail: string; className?: string };

/** A labelled bar with its figures in words beside it, so the number is never only a width. */
export function ProgressBar({ label, percent, detail, className }: ProgressBarProps) {
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="figures text-muted-foreground">{detail}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% (${detail})`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-surface-muted ring-1 ring-input-border ring-inset"
      >
        <div
          className="h-full rounded-full bg-protocol-biometrics transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
