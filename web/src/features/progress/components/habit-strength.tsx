import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import { Card } from '#ui/card';
import { TRACKED_PROTOCOL_VIEWS } from '#lib/protocol-views';

/** Habit strength (0–100) overall and per protocol, with what the number means. */
export function HabitStrength({ summary }: { summary: ProgressSummary }) {
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="text-lg font-semibold">Habit Strength</h3>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <p className="shrink-0 figures">
          <span className="text-4xl font-semibold">{summary.overall.habitStrength}</span>
          <span className="text-muted-foreground"> / 100 overall</span>
        </p>
        <p className="text-sm text-muted-foreground">
          Habit strength weighs recent days most, so one missed day barely dents a month of work.
        </p>
      </div>
      <ul className="mt-4 space-y-3">
        {TRACKED_PROTOCOL_VIEWS.map(({ key, label, Icon, text, fill }) => {
          const score = summary.protocols[key].habitStrength;
          return (
            <li key={key} className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm">
              <span className="flex items-center gap-2 font-medium">
                <Icon aria-hidden="true" className={`size-4 shrink-0 ${text}`} />
                {label}
              </span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
                <span className={`block h-full rounded-full ${fill}`} style={{ width: `${Math.min(100, Math.max(0, score))}%` }} />
              </span>
              <span className="text-right figures">{score} / 100</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
