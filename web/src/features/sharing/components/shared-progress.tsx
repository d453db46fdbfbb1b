import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import type { ReactNode } from 'react';
import { TRACKED_PROTOCOL_VIEWS } from '#lib/protocol-views';
import { useSharedProgress } from '../api/use-shared-data';
import { SharedSection } from './shared-section';

/** The adherence ring of the progress page, drawn from a summary (passed in by the app shell). */
export type ProgressRingSlot = (summary: ProgressSummary) => ReactNode;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

function Figures({ summary }: { summary: ProgressSummary }) {
  const { overall } = summary;
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        {[
          ['This week’s targets met', `${overall.completionRate}%`],
          ['Current streak', days(overall.currentStreak)],
          ['Habit strength', `${overall.habitStrength} / 100`],
        ].map(([term, value]) => (
          <div key={term} className="rounded-control bg-surface-muted p-3">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="text-2xl font-semibold figures">{value}</dd>
          </div>
        ))}
      </dl>
      <ul aria-label="Protocols this week" className="grid gap-3 sm:grid-cols-3">
        {TRACKED_PROTOCOL_VIEWS.map((protocol) => {
          const stats = summary.protocols[protocol.key];
          return (
            <li key={protocol.key} className="space-y-1 rounded-control border border-border p-3 text-sm">
              <p className="flex items-center gap-2 font-semibold">
                <protocol.Icon aria-hidden="true" className={`size-4 shrink-0 ${protocol.text}`} />
                {protocol.label}
              </p>
              <p className="figures">
                {stats.thisWeekCount} of {stats.weeklyTarget} this week
              </p>
              <p className="text-muted-foreground figures">
                Streak {days(stats.currentStreak)}
                {stats.completedToday ? ' · done today' : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Their progress this week: the adherence ring when the shell gives it, and the headline figures. */
export function SharedProgress({ grantId, progressRing }: { grantId: number; progressRing?: ProgressRingSlot | undefined }) {
  const query = useSharedProgress(grantId);
  return (
    <SharedSection id="shared-progress" title="Progress" what="their progress" query={query}>
      {(summary) => (
        <>
          {progressRing?.(summary)}
          <Figures summary={summary} />
        </>
      )}
    </SharedSection>
  );
}
