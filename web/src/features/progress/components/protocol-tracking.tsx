import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import { Card } from '#ui/card';
import { days, RANGE_PHRASES } from '../lib/progress-format';
import { TRACKED_PROTOCOL_VIEWS, type TrackedProtocolView } from '#lib/protocol-views';
import { CompletionsHeatmap } from './completions-heatmap';
import { HabitStrength } from './habit-strength';
import { ProtocolsEmptyState } from './tracker-links';

function ProtocolStats({ protocol, summary }: { protocol: TrackedProtocolView; summary: ProgressSummary }) {
  const stats = summary.protocols[protocol.key];
  const share = stats.rangeTarget === 0 ? 0 : Math.min(100, (stats.rangeCount / stats.rangeTarget) * 100);
  return (
    <Card className="p-4 sm:p-5" data-testid={`range-stats-${protocol.key}`}>
      <h3 className="flex items-center gap-2 font-semibold">
        <protocol.Icon aria-hidden="true" className={`size-5 shrink-0 ${protocol.text}`} />
        {protocol.label}
      </h3>
      <p className="mt-3 figures">
        <span className="text-3xl font-semibold">{stats.rangeCount}</span>
        <span className="text-muted-foreground"> of {stats.rangeTarget}</span>
      </p>
      <p className="text-sm text-muted-foreground">days done {RANGE_PHRASES[summary.range.kind]}</p>
      <span aria-hidden="true" className="mt-2 block h-2 overflow-hidden rounded-full bg-surface-muted">
        <span className={`block h-full rounded-full ${protocol.fill}`} style={{ width: `${share}%` }} />
      </span>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">This week (Mon–Sun)</dt>
          <dd className="font-semibold figures">{stats.weeklyRate}%</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Current streak</dt>
          <dd className="font-semibold figures">{days(stats.currentStreak)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Longest streak</dt>
          <dd className="font-semibold figures">{days(stats.longestStreak)}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** The 'Protocol Tracking' tab: days done against targets, streaks, a heat-map of days, habit strength. */
export function ProtocolTracking({ summary }: { summary: ProgressSummary }) {
  const hasEver = TRACKED_PROTOCOL_VIEWS.some(({ key }) => summary.protocols[key].lastCompletedOn !== null);
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Protocol Tracking</h2>
      <div className="grid gap-4 md:grid-cols-3">
        {TRACKED_PROTOCOL_VIEWS.map((protocol) => (
          <ProtocolStats key={protocol.key} protocol={protocol} summary={summary} />
        ))}
      </div>
      <Card className="p-4 sm:p-6">
        <h3 className="mb-4 text-lg font-semibold">Completions Over Time</h3>
        {hasEver ? (
          <CompletionsHeatmap summary={summary} />
        ) : (
          <ProtocolsEmptyState title="No protocols logged yet">
            Log your first 30-30-30 morning, fast or cold session and your progress will show up here.
          </ProtocolsEmptyState>
        )}
      </Card>
      <HabitStrength summary={summary} />
    </div>
  );
}
