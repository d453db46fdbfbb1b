import { addDays } from '@uh/core/common/calendar.logic';
import { dueExperimentReminders, EXPERIMENT_REMINDER_KIND, type ExperimentRunningDays } from '@uh/core/reminders/experiment-reminder.logic';
import type { ReminderRoundDeps } from './reminder-ports';
import { remindedPeople } from './reminded-people';
import { deliveryRows, type PlannedDelivery } from './delivery-rows';

type Scope = { userIds?: number[] };

/** A UTC calendar day: every zone's local day lies within one day of it. */
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The experiments' daily reminders due by `now` (docs/experiments.md, "Reminders"), one row per
 * channel the person has on: the same queue, quiet hours and channels as the built-in kinds.
 * Whether the day still runs (not stopped since) is judged again at sending.
 */
export async function planExperimentReminders(
  deps: Pick<ReminderRoundDeps, 'db' | 'ports'>,
  now: Date,
  catchUpMs: number,
  scope: Scope = {},
): Promise<PlannedDelivery[]> {
  const reminded = (await remindedPeople(deps.db, scope)).filter(
    (person) => person.settings.schedule.experiments.enabled && person.channels.length > 0,
  );
  if (reminded.length === 0) return [];

  const earliest = new Date(now.getTime() - catchUpMs);
  const running = await deps.ports.experimentRunningDays(deps.db, {
    userIds: scope.userIds ? reminded.map((person) => person.userId) : undefined,
    from: addDays(utcDay(earliest), -2),
    to: addDays(utcDay(now), 1),
  });
  const byPerson = new Map<number, ExperimentRunningDays[]>();
  for (const { userId, ...days } of running) byPerson.set(userId, [...(byPerson.get(userId) ?? []), days]);

  const planned: PlannedDelivery[] = [];
  for (const person of reminded) {
    const experiments = byPerson.get(person.userId);
    if (!experiments) continue;
    // A day whose time passed before the reminders were switched on (or changed) is not caught up on.
    const from = new Date(Math.max(earliest.getTime(), person.updatedAt.getTime()));
    for (const occurrence of dueExperimentReminders({
      experiments,
      schedule: person.settings.schedule,
      timeZone: person.timeZone,
      from,
      to: now,
    })) {
      const details = { experimentId: occurrence.experimentId, localDate: occurrence.localDate };
      planned.push(...deliveryRows(person.userId, EXPERIMENT_REMINDER_KIND, person.channels, occurrence, details));
    }
  }
  return planned;
}
