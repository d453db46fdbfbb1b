import { formatPercent } from '../lib/checklist-view';

type Props = { percent: number; done: number; total: number };

/** Today's percentage (docs/product.md §5: completed out of 8, rounded) with a bar. */
export function ChecklistProgress({ percent, done, total }: Props) {
  return (
    <section aria-labelledby="checklist-progress-heading" className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="checklist-progress-heading" className="text-lg font-semibold">
          Today&apos;s Progress
        </h2>
        <p className="figures text-3xl font-bold" data-testid="checklist-percent">
          {formatPercent(percent)}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Today's checklist progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${formatPercent(percent)} (${done} of ${total} completed)`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-status-good transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <p className="figures mt-2 text-sm text-muted-foreground">
        {done} of {total} completed
      </p>
    </section>
  );
}
