import { summarize } from './entry-summary.logic';
import type { DetailsOf, EntryOf, JournalEntryType } from './voice-journal.schema';

export type ExtractionOptions = { weightUnit: 'lbs' | 'kg'; temperatureUnit: 'F' | 'C'; now: Date; timeZone: string };

/** An entry read from a stretch of transcript, with where its trigger words were said. */
export type Detection = { entry: EntryOf<JournalEntryType>; start: number; end: number; isNegated: boolean };

/** Reads one kind of entry from a stretch of cleaned transcript, or null when it is not there. */
export type Detector = (text: string, options: ExtractionOptions) => Detection | null;

type Uncertain<T extends JournalEntryType> = (keyof DetailsOf<T> & string)[];

/** Details without their unset fields (the schema is strict), with the summary that goes with them. */
export function makeEntry<T extends JournalEntryType>(
  type: T,
  details: DetailsOf<T>,
  uncertain: Uncertain<T>,
  options: ExtractionOptions,
): EntryOf<T> {
  const defined = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)) as DetailsOf<T>;
  return {
    type,
    summary: summarize(type, defined, options),
    details: defined,
    uncertain: [...new Set(uncertain)],
  } as unknown as EntryOf<T>;
}

const NEGATION =
  /\b(?:no|not|never|none|didn'?t|did not|don'?t|do not|haven'?t|have not|hasn'?t|wasn'?t|couldn'?t|could not|can'?t|cannot|won'?t|will not|skipped|skip|skipping(?! rope)|missed|miss|forgot|forget|without|instead of)\b/;

/** True when a negation ("skipped", "didn't", "no") comes before the trigger in the same clause. */
export const isNegatedAt = (text: string, start: number) => NEGATION.test(text.slice(0, start));

/** A detection of `type` at a match, or null when there is none. */
export function detectionAt<T extends JournalEntryType>(
  text: string,
  match: { start: number; end: number } | null | undefined,
  build: () => EntryOf<T> | null,
): Detection | null {
  if (!match) return null;
  const entry = build();
  return entry && { entry, start: match.start, end: match.end, isNegated: isNegatedAt(text, match.start) };
}

/** The earliest match of any of the patterns (with what it stands for), or null. */
export function firstMatch<V>(text: string, patterns: readonly (readonly [RegExp, V])[]): { start: number; end: number; value: V } | null {
  let best: { start: number; end: number; value: V } | null = null;
  for (const [pattern, value] of patterns) {
    const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
    if (match && (!best || match.index < best.start)) best = { start: match.index, end: match.index + match[0].length, value };
  }
  return best;
}
