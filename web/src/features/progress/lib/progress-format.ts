import { formatDay } from '#lib/format';
import { inSentence } from '@uh/core/common/label-in-sentence.logic';
import type { ProgressRange, ProgressSummary } from '@uh/core/progress/progress.schema';
import { TRACKED_PROTOCOLS } from '@uh/core/protocols/protocol-registry';

// Pure wording and numbers for the progress screens, kept out of the components so they are tested.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const partsOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) });

/** 'Nov 16' for a 'yyyy-MM-dd' calendar day (no time zone involved). */
export function shortDate(date: string): string {
  const { month, day } = partsOf(date);
  return `${MONTHS[month - 1]} ${day}`;
}

/** 'Monday, November 16, 2026'. */
export function longDate(date: string): string {
  const { year, month, day } = partsOf(date);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${LONG_MONTHS[month - 1]} ${day}, ${year}`;
}

/** 'November 2026' for 'yyyy-MM'. */
export function monthTitle(month: string): string {
  const { year, month: index } = partsOf(`${month}-01`);
  return `${LONG_MONTHS[index - 1]} ${year}`;
}

/** The Monday-based week as 'Nov 16 – Nov 22, 2026' (the year on both ends when it changes). */
export function formatWeekRange(from: string, to: string): string {
  const fromYear = from.slice(0, 4);
  const toYear = to.slice(0, 4);
  return fromYear === toYear
    ? `${shortDate(from)} – ${shortDate(to)}, ${toYear}`
    : `${shortDate(from)}, ${fromYear} – ${shortDate(to)}, ${toYear}`;
}

/** What the timeframe covers, under the Week / Month / All buttons. */
export function timeframeCaption(kind: ProgressRange, range: { from: string; to: string } | null): string {
  if (kind === 'month') return 'Last 30 Days';
  if (kind === 'all') return 'All Time';
  return range ? `This week (Mon–Sun): ${formatWeekRange(range.from, range.to)}` : 'This week (Mon–Sun)';
}

export const RANGE_PHRASES: Record<ProgressRange, string> = {
  week: 'this week (Mon–Sun)',
  month: 'in the last 30 days',
  all: 'all time',
};

/** One line saying what "overall completion" on Protocol Progress measures. */
export const COMPLETION_RATE_HELP =
  'Share of this week’s targets (Mon–Sun) met so far, each protocol counted once a day: the same figure as Week on Your Health Progress.';

/**
 * Which days the figures count: 'Counts 1 day: today.' / 'Counts 11 days: Nov 12 to today.'
 * Days before the first log and days still to come are never counted.
 */
export function countedDaysText(range: ProgressSummary['range'], today: string): string {
  const count = `${range.countedDays} ${range.countedDays === 1 ? 'day' : 'days'}`;
  return range.countedFrom === today ? `Counts ${count}: today.` : `Counts ${count}: ${formatDay(range.countedFrom, today)} to today.`;
}

export function formatNumber(value: number, decimals = 0): string {
  return new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

export type Change = { text: string; direction: 'up' | 'down' | 'same'; words: string };

/** '+2.5%' / '−1.0%' / '0.0%' with a direction word, so colour never carries it alone. */
export function formatChange(percent: number | null): Change | null {
  if (percent === null) return null;
  const magnitude = formatNumber(Math.abs(percent), 1);
  if (percent > 0) return { text: `+${magnitude}%`, direction: 'up', words: 'increase' };
  if (percent < 0) return { text: `−${magnitude}%`, direction: 'down', words: 'decrease' };
  return { text: `${magnitude}%`, direction: 'same', words: 'no change' };
}

type Trend = ProgressSummary['biometrics']['heartRateTrend'];

const trimmed = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);

/** docs/product.md §9 trend: the first three against the last three of the last seven heart-rate readings. */
export function heartRateTrendText(trend: Trend): string {
  if (!trend) return 'Log at least 7 heart-rate readings to see a trend';
  return `Resting heart rate ${trend.direction}: ${trimmed(trend.earlierAverage)} → ${trimmed(trend.recentAverage)} BPM (first three vs last three of your last seven readings)`;
}

/** 'day' / 'days' after a count. */
export const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

// "a, b and c", as the app's sentences write lists.
const AND_LIST = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

type WeeklyTarget = { habit: { label: string }; progress: { weeklyTarget: number } };

/** The counted protocols' weekly targets in words: "30-30-30 daily, fasting 4 and cold exposure 3 times a week". */
export function weeklyTargetsText(protocols: readonly WeeklyTarget[] = TRACKED_PROTOCOLS): string {
  const daily = protocols.filter(({ progress }) => progress.weeklyTarget === 7);
  const counted = protocols.filter(({ progress }) => progress.weeklyTarget !== 7);
  const phrases = [
    ...daily.map(({ habit }) => `${inSentence(habit.label)} daily`),
    ...counted.map(({ habit, progress }) => `${inSentence(habit.label)} ${progress.weeklyTarget}`),
  ];
  return `${AND_LIST.format(phrases)}${counted.length > 0 ? ' times a week' : ''}`;
}
