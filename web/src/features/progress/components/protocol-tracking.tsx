import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import { lazy, Suspense } from 'react';
import { Card } from '#ui/card';
import { days, rangeTarget, RANGE_PHRASES } from '../lib/progress-format';
import { PROTOCOLS, type ProtocolMeta } from '../lib/protocol-meta';
import { HabitStrength } from './habit-strength';
import { Skeleton } from './load-states';
import { ProtocolsEmptyState } from './tracker-links';

const CompletionsChart = lazy(async () => ({ default: (await import('./completions-chart')).CompletionsChart }));

function ProtocolStats({ protocol, summary }: { protocol: ProtocolMeta; summary: ProgressSummary }) {
  const stats = summary.protocols[protocol.key];
  const target = rangeTarget(stats.weeklyTarget, summary.range);
  const share = target === 0 ? 0 : Math.min(100, (stats.rangeCount / target) * 100);
  return (
    <Card className="p-4 sm:p-5">
      <h3 className="flex items-center gap-2 font-semibold">
        <protocol.Icon aria-hidden="true" className={`size-5 shrink-0 ${protocol.text}`} />
        {protocol.label}
      </h3>
      <p className="mt-3 figures">
        <span className="text-3xl font-semibold">{stats.rangeCount}</span>
        <span className="text-muted-foreground"> of {target}</span>
      </p>
      <p className="text-sm text-muted-foreground">completions {RANGE_PHRASES[summary.range.kind]}</p>
      <span aria-hidden="true" className="mt-2 block h-2 overflow-hidden rounded-full bg-surface-muted">
        <span className={`block h-full rounded-full ${protocol.fill}`} style={{ width: `${share}%` }} />
      </span>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Weekly rate</dt>
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

const CHART_BOX = 'min-h-[20rem]';

/** The 'Protocol Tracking' tab: counts against targets, streaks, completions over time, habit strength. */
export function ProtocolTracking({ summary }: { summary: ProgressSummary }) {
  const hasCompletions = PROTOCOLS.some(({ key }) => summary.protocols[key].rangeCount > 0);
  const hasEver = PROTOCOLS.some(({ key }) => summary.protocols[key].lastCompletedOn !== null);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        {PROTOCOLS.map((protocol) => (
          <ProtocolStats key={protocol.key} protocol={protocol} summary={summary} />
        ))}
      </div>
      <Card className="p-4 sm:p-6">
        <h3 className="mb-4 text-lg font-semibold">Completions Over Time</h3>
        {hasCompletions ? (
          <Suspense fallback={<Skeleton className={CHART_BOX} />}>
            <div className={CHART_BOX}>
              <CompletionsChart series={summary.series} />
            </div>
          </Suspense>
        ) : (
          <ProtocolsEmptyState title={hasEver ? `No completions ${RANGE_PHRASES[summary.range.kind]}` : 'No protocols logged yet'}>
            {hasEver
              ? 'Pick a longer timeframe above, or log a protocol today to start this period.'
              : 'Log your first 30-30-30 morning, fast or cold session and your progress will show up here.'}
          </ProtocolsEmptyState>
        )}
      </Card>
      <HabitStrength summary={summary} />
    </div>
  );
}
