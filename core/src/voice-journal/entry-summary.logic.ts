import { coldMethodLabel } from '../cold-exposure/cold-exposure.logic';
import { localDateOf } from '../common/calendar.logic';
import { toLocalDateTime } from '../common/local-date-time.logic';
import type { DetailsOf, JournalEntryType } from './voice-journal.schema';

export const SUMMARY_MAX = 200;

/** Text cut to a length on a word boundary where one is near, with "…". */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** Free text as a sentence starts: a capital first letter, and "I" for the pronoun ("breakfast i had" → "Breakfast I had"). */
export function sentenceCase(text: string): string {
  const withPronoun = text.replace(/\bi\b(?=$|[\s,.;:!?']|'(?:m|ve|d|ll)\b)/g, 'I');
  return withPronoun.charAt(0).toUpperCase() + withPronoun.slice(1);
}

const join = (...parts: (string | null | undefined | false)[]) => parts.filter((part) => !!part).join(' · ');

/** "3 min", "2 min 30 s", "45 s". */
export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** A time as the person's clock shows it, with "yesterday" when it was. */
export function formatClock(instant: string, now: Date, timeZone: string): string {
  const at = new Date(instant);
  const clock = toLocalDateTime(at, timeZone).slice(11);
  return localDateOf(at, timeZone) === localDateOf(now, timeZone) ? clock : `${clock} yesterday`;
}

const SPOKEN_UNITS: Record<string, [string, string]> = {
  ml: ['ml', 'ml'],
  l: ['L', 'L'],
  cup: ['cup', 'cups'],
  glass: ['glass', 'glasses'],
  bottle: ['bottle', 'bottles'],
  gallon: ['gallon', 'gallons'],
};

type SummaryContext = { now: Date; timeZone: string };

const summaries: { [T in JournalEntryType]: (details: DetailsOf<T>, context: SummaryContext) => string } = {
  meal: (details) =>
    join('Meal', sentenceCase(cut(details.description, 60)), details.proteinGrams !== undefined && `${details.proteinGrams} g protein`),
  exercise: (details) => join('Exercise', details.activity, details.minutes !== undefined && `${details.minutes} min`),
  biometric: (details) =>
    join(
      'Biometrics',
      details.weight !== undefined && `weight ${details.weight} ${details.weightUnit}`,
      details.systolic !== undefined && `BP ${details.systolic}/${details.diastolic}`,
      details.heartRate !== undefined && `resting HR ${details.heartRate} bpm`,
      details.sleepHours !== undefined && `sleep ${details.sleepHours} h`,
    ),
  water: (details) => {
    if (details.ounces === undefined) return 'Water';
    const spoken = details.spokenUnit && details.spokenUnit !== 'oz' ? SPOKEN_UNITS[details.spokenUnit] : undefined;
    if (!spoken || details.spokenAmount === undefined) return join('Water', `${details.ounces} oz`);
    return join('Water', `${details.spokenAmount} ${details.spokenAmount === 1 ? spoken[0] : spoken[1]} (${details.ounces} oz)`);
  },
  supplement: (details) =>
    join(details.names.length === 1 ? 'Supplement' : 'Supplements', sentenceCase(cut(details.names.join(', '), 120))),
  cold_exposure: (details) => {
    const duration = details.duration !== undefined ? formatSeconds(details.duration) : '';
    const temperature = details.temperature !== undefined ? `${details.temperature} °${details.temperatureUnit}` : '';
    const timing = duration && temperature ? `${duration} at ${temperature}` : duration || (temperature && `at ${temperature}`);
    return join('Cold exposure', coldMethodLabel(details.exposureMethod).toLowerCase(), timing);
  },
  fasting: (details, { now, timeZone }) => {
    const target = details.targetHours !== undefined ? `${details.targetHours} h fast` : '';
    const time = details.action === 'start' ? details.startTime : details.endTime;
    const at = time ? ` at ${formatClock(time, now, timeZone)}` : '';
    if (details.action === 'start') return join('Fasting', `started ${target || 'fast'}${at}`);
    return join('Fasting', `ended${target ? ` ${target}` : ''}${at}`);
  },
  note: (details) => join('Note', cut(details.text, 60)),
};

/** The short line a journal entry is listed with: "Cold exposure · ice bath · 3 min at 50 °F". */
export function summarize<T extends JournalEntryType>(type: T, details: DetailsOf<T>, context: SummaryContext): string {
  return cut((summaries[type] as (details: DetailsOf<T>, context: SummaryContext) => string)(details, context), SUMMARY_MAX);
}
