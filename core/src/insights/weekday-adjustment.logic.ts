import { dayOfWeek, type LocalDate } from '../common/calendar.logic';

/**
 * Outcomes with their weekday pattern taken out: each value minus the mean of its weekday, plus the
 * overall mean. Many outcomes follow the week (a lie-in on Sunday, a heavier Monday) and so do many
 * habits (the sauna on Saturday); without this, a habit kept on weekends would seem to change
 * whatever the weekend changes. The overall mean is added back so the figures stay in the outcome's
 * units and range. The weekday is the outcome's own day's.
 */
export function weekdayAdjusted(days: ReadonlyArray<{ outcomeDay: LocalDate; outcome: number }>): number[] {
  const sums = new Array<number>(7).fill(0);
  const counts = new Array<number>(7).fill(0);
  let total = 0;
  const weekdays = days.map((day) => dayOfWeek(day.outcomeDay));
  days.forEach((day, index) => {
    const weekday = weekdays[index]!;
    sums[weekday]! += day.outcome;
    counts[weekday]! += 1;
    total += day.outcome;
  });
  const overall = days.length > 0 ? total / days.length : 0;
  return days.map((day, index) => {
    const weekday = weekdays[index]!;
    return day.outcome - sums[weekday]! / counts[weekday]! + overall;
  });
}
