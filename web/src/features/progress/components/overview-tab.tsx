import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import { Card } from '#ui/card';
import { COMPLETION_RATE_HELP, days } from '../lib/progress-format';
import { TRACKED_PROTOCOL_VIEWS } from '#lib/protocol-views';
import type { MonthNavigation } from '../lib/use-month-navigation';
import { DayDetails } from './day-details';
import { Skeleton } from './load-states';
import { MonthCalendar } from './month-calendar';

export type OverviewTabProps = { summary: ProgressSummary | undefined; calendar: MonthNavigation };

function CompletionRate({ summary }: { summary: ProgressSummary }) {
  const rate = Math.min(100, Math.max(0, summary.overall.completionRate));
  return (
    <Card className="p-4 sm:p-6">
      <h3 className="text-lg font-semibold">Overall Completion Rate</h3>
      <p className="mt-2 text-4xl font-semibold figures" data-testid="overall-completion">
        {rate}%
      </p>
      <div aria-hidden="true" className="mt-3 h-3 overflow-hidden rounded-full bg-surface-muted">
        <div className="h-full rounded-full bg-primary" style={{ width: `${rate}%` }} />
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        {COMPLETION_RATE_HELP} This week&apos;s share of each target:{' '}
        {TRACKED_PROTOCOL_VIEWS.map(({ key, label }) => `${label} ${summary.protocols[key].weeklyRate}%`).join(', ')}.
      </p>
    </Card>
  );
}

function StreakCards({ summary }: { summary: ProgressSummary }) {
  return (
    <ul aria-label="Streaks" className="grid gap-4 sm:grid-cols-3">
      {TRACKED_PROTOCOL_VIEWS.map(({ key, label, Icon, text, soft }) => {
        const stats = summary.protocols[key];
        return (
          <li key={key} data-testid={`streak-${key}`}>
            <Card className="h-full p-4">
              <h3 className="flex items-center gap-2 font-semibold">
                <span className={`grid size-8 place-items-center rounded-full ${soft}`}>
                  <Icon aria-hidden="true" className={`size-4 ${text}`} />
                </span>
                {label} streak
              </h3>
              <p className="mt-3 figures">
                <span className="text-3xl font-semibold">{stats.currentStreak}</span>
                <span className="text-muted-foreground"> {stats.currentStreak === 1 ? 'day' : 'days'} current</span>
              </p>
              <p className="text-sm text-muted-foreground figures">Longest: {days(stats.longestStreak)}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** Overview: overall completion rate, streaks per protocol and the month calendar with day details. */
export function OverviewTab({ summary, calendar }: OverviewTabProps) {
  const { selected } = calendar;
  const calendarDays = summary && summary.calendar.month === calendar.month ? summary.calendar.days : null;
  const selectedCounts = selected ? calendarDays?.find((day) => day.date === selected) : undefined;
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Overview</h2>
      {summary ? (
        <>
          <CompletionRate summary={summary} />
          <StreakCards summary={summary} />
        </>
      ) : (
        <>
          <Skeleton className="h-40 w-full rounded-card" />
          <div className="grid gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-32 w-full rounded-card" />
            ))}
          </div>
        </>
      )}
      <Card className="grid gap-6 p-4 sm:p-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <MonthCalendar {...calendar} days={calendarDays} />
        <DayDetails date={selected} counts={selectedCounts} isLoading={calendarDays === null} />
      </Card>
    </div>
  );
}
