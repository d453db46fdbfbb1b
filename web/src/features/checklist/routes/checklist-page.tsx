import { CHECKLIST_ITEM_KEYS, checklistPercent } from '@uh/core/checklist/checklist.logic';
import type { Checklist } from '@uh/core/checklist/checklist.schema';
import { localDateOf } from '@uh/core/common/calendar.logic';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { latestWeightQueryOptions, todayChecklistQueryOptions, weeklyChecklistQueryOptions } from '../api/checklist-queries';
import { CHECKLIST_WRITE, useToggleChecklistItem } from '../api/use-toggle-checklist-item';
import { ChecklistItemCard } from '../components/checklist-item-card';
import { LoadError } from '#ui/load-error';
import { ChecklistSkeleton } from '../components/checklist-load-states';
import { ChecklistProgress } from '../components/checklist-progress';
import { WeeklyCompliance } from '../components/weekly-compliance';
import { CHECKLIST_ITEMS, type ChecklistItemDefinition } from '../lib/checklist-items';
import { hydrationHint, weeklyDays, withQueuedTicks } from '../lib/checklist-view';
import { useQueuedWrites } from '#lib/offline-writes';
import { usePreferences } from '#lib/preferences';
import { QueuedWritesList } from '../../../components/queued-writes-list';

/**
 * /daily-checklist (docs/product.md §2, §4, §5): today's percentage, eight toggle cards, this week's
 * circles; `customProtocols` is the rows of the person's own protocols and `experimentsToday` what
 * running experiments ask of today, both placed by the app shell.
 */
export function ChecklistPage({ customProtocols, experimentsToday }: { customProtocols?: ReactNode; experimentsToday?: ReactNode }) {
  useDocumentTitle('Daily Optimization Checklist');
  const { data: user } = useSession();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Daily Optimization Checklist</h1>
        <p className="text-muted-foreground">Tick off the habits you have done today. Logging a protocol ticks its items for you.</p>
      </header>
      {experimentsToday}
      {user ? (
        <DailyChecklist
          userId={user.id}
          firstDay={localDateOf(new Date(user.createdAt), user.timeZone)}
          customProtocols={customProtocols}
        />
      ) : null}
    </div>
  );
}

function DailyChecklist({ userId, firstDay, customProtocols }: { userId: number; firstDay: string; customProtocols: ReactNode }) {
  const todayQuery = useQuery(todayChecklistQueryOptions());
  const weeklyQuery = useQuery(weeklyChecklistQueryOptions());
  // The hint falls back to the rule itself if the weight cannot be read.
  const { data: weight = null } = useQuery(latestWeightQueryOptions(userId));

  if (todayQuery.data && weeklyQuery.data) {
    return (
      <ChecklistView
        today={todayQuery.data}
        week={weeklyQuery.data}
        weight={weight}
        firstDay={firstDay}
        customProtocols={customProtocols}
      />
    );
  }
  if (todayQuery.isError || weeklyQuery.isError) {
    const retry = () => {
      if (todayQuery.isError) void todayQuery.refetch();
      if (weeklyQuery.isError) void weeklyQuery.refetch();
    };
    return (
      <LoadError
        message="Failed to load your checklist. Please try again."
        onRetry={retry}
        isRetrying={todayQuery.isFetching || weeklyQuery.isFetching}
      />
    );
  }
  return <ChecklistSkeleton />;
}

type ViewProps = { today: Checklist; week: Checklist[]; weight: number | null; firstDay: string; customProtocols: ReactNode };

function ChecklistView({ today: lastRead, week, weight, firstDay, customProtocols }: ViewProps) {
  const toggle = useToggleChecklistItem();
  // Ticks made offline show as made until the server has them.
  const today = withQueuedTicks(lastRead, useQueuedWrites(CHECKLIST_WRITE));
  const weightUnit = usePreferences().data?.weightUnit ?? 'lbs';
  const done = CHECKLIST_ITEM_KEYS.filter((key) => today[key]).length;

  const onToggle = (item: ChecklistItemDefinition) => toggle.mutate({ date: today.date, key: item.key, value: !today[item.key] });

  return (
    <>
      <ChecklistProgress percent={checklistPercent(today)} done={done} total={CHECKLIST_ITEM_KEYS.length} />
      <QueuedWritesList kind={CHECKLIST_WRITE} describe={(write) => write.label} />
      <section aria-labelledby="checklist-items-heading">
        <h2 id="checklist-items-heading" className="sr-only">
          Today&apos;s habits
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {CHECKLIST_ITEMS.map((item) => (
            <ChecklistItemCard
              key={item.key}
              item={item}
              hint={item.key === 'hydrationTargetCompleted' ? hydrationHint(weight, weightUnit) : item.hint}
              checked={today[item.key]}
              onToggle={() => onToggle(item)}
            />
          ))}
        </div>
      </section>
      {customProtocols}
      <WeeklyCompliance days={weeklyDays(week, today.date, firstDay)} />
    </>
  );
}
