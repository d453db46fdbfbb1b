import { addDays, localDateOf, startOfWeek, type LocalDate } from '../common/calendar.logic';
import { instantAt } from '../reminders/reminders.logic';
import type { ReminderMessage } from '../reminders/reminders.schema';

/** On Monday mornings, who opened what the person shares in the week before (docs/sharing.md#the-weekly-summary). */
// Named as its switch in the reminder schedule, which turns it on and off.
export const SHARE_SUMMARY_KIND = 'sharingSummary';
export const SHARE_SUMMARY_TIME = '09:00';

/** The summary due by `now`: the Monday it is for, when it is due, and the week it covers (Monday to Monday). */
export function dueSummary(now: Date, timeZone: string): { monday: LocalDate; dueAt: Date; from: Date; to: Date } | null {
  const monday = startOfWeek(localDateOf(now, timeZone), 1);
  const dueAt = instantAt(monday, SHARE_SUMMARY_TIME, timeZone);
  if (dueAt.getTime() > now.getTime()) return null;
  return { monday, dueAt, from: instantAt(addDays(monday, -7), '00:00', timeZone), to: instantAt(monday, '00:00', timeZone) };
}

/** One grant's or link's week: who (a grantee's name, or "Report link"), and how often they read and proposed. */
export type WeekOfAccess = { who: string; reads: number; proposals: number };

const times = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function summaryMessage(week: readonly WeekOfAccess[]): ReminderMessage {
  const seen = week.filter((entry) => entry.reads + entry.proposals > 0);
  const body =
    seen.length === 0
      ? 'Nobody opened what you share last week.'
      : seen
          .map(({ who, reads, proposals }) =>
            [`${who}: ${times(reads, 'view', 'views')}`, ...(proposals > 0 ? [times(proposals, 'proposal', 'proposals')] : [])].join(', '),
          )
          .join('. ') + '.';
  return { title: 'Who saw what you share last week', body, path: '/sharing' };
}
