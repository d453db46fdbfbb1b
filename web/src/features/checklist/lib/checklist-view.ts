import { checklistPercent, hydrationOunces, weeklyCircle, type WeeklyCircle } from '@uh/core/checklist/checklist.logic';
import type { Checklist } from '@uh/core/checklist/checklist.schema';
import { roundTo } from '@uh/core/common/units.logic';
import { weightFromPounds, type WeightUnit } from '#lib/preferences';

export const HYDRATION_HINT = 'Half body weight in lbs, as ounces of water';

const LITRES_PER_US_FLUID_OUNCE = 0.0295735;

/**
 * The hydration hint, worked out when a weight has been logged: half the lbs, as ounces (docs/product.md),
 * with litres and the weight in kilograms for people who chose kilograms in Settings.
 */
export function hydrationHint(weightLbs: number | null, weightUnit: WeightUnit = 'lbs'): string {
  if (weightLbs === null || weightLbs <= 0) return HYDRATION_HINT;
  const ounces = hydrationOunces(weightLbs);
  if (weightUnit === 'kg') {
    const litres = (ounces * LITRES_PER_US_FLUID_OUNCE).toFixed(1);
    return `Drink ${ounces} oz (${litres} L) of water (based on your ${roundTo(weightFromPounds(weightLbs, 'kg'), 1)} kg body weight)`;
  }
  return `Drink ${ounces} oz of water (half your ${Math.round(weightLbs)} lbs body weight)`;
}

export const formatPercent = (percent: number) => `${percent}%`;

export type WeeklyDay = {
  date: string;
  /** 'Mon' … 'Sun'. */
  weekday: string;
  percent: number;
  circle: WeeklyCircle;
  isToday: boolean;
  /** What a screen reader hears: 'Tue: 63%', with missed or today said in words. */
  label: string;
};

// Local dates are calendar days, so they are formatted at UTC noon (no time zone shift).
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const weekdayOf = (date: string) => weekdayShort.format(new Date(`${date}T12:00:00Z`));

/**
 * docs/product.md §4 weekly circles for the first seven days of the week; a day before `today` is past.
 * Days before `firstDay` (the account's first day) were never there to miss: they stay grey.
 */
export function weeklyDays(days: readonly Checklist[], today: string, firstDay = ''): WeeklyDay[] {
  return days.slice(0, 7).map((day) => {
    const percent = checklistPercent(day);
    const isToday = day.date === today;
    const circle = weeklyCircle(percent, day.date < today && day.date >= firstDay);
    const weekday = weekdayOf(day.date);
    const notes = [circle === 'missed' ? 'missed' : null, isToday ? 'today' : null].filter(Boolean);
    return {
      date: day.date,
      weekday,
      percent,
      circle,
      isToday,
      label: `${weekday}: ${formatPercent(percent)}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`,
    };
  });
}

/** A checklist tick kept on this device: the day's address and the one item it sets. */
type QueuedTick = { url: string; body: unknown; failure: string | null };

/**
 * The day as the person left it: the ticks made offline and not yet synced applied, in order, on
 * top of the last answer from the server (which does not have them yet). Refused ones are not.
 */
export function withQueuedTicks(day: Checklist, ticks: readonly QueuedTick[]): Checklist {
  let result = day;
  for (const tick of ticks) {
    if (tick.failure !== null || !tick.url.endsWith(`/${day.date}`)) continue;
    result = { ...result, ...(tick.body as Partial<Checklist>) };
  }
  return result;
}
