import { localDay } from '../common/local-day.schema';
import { MAX_NOTE_LENGTH } from './custom-protocols.schema';
import { entryProblem } from './entry-fit.logic';
import type { ProtocolDocument } from './protocol-document.schema';
import { LOOP_VALUE_SCALE, LoopImportError, unguardFormula, type LoopEntry } from './loop-csv.logic';

/** The largest value an entry takes (customEntryCreateSchema). */
const MAX_ENTRY_VALUE = 1_000_000_000;

/** What one habit's Checkmarks.csv gives: entries and skipped days, UNKNOWN and YES_AUTO left out. */
export type LoopDays = { entries: LoopEntry[]; skips: string[] };

type DayMark = { value: number } | 'skip' | 'nothing';

/**
 * A yes-or-no day, as the current generation (words) or the legacy one (codes) writes it. YES_AUTO
 * is a day Loop filled in because a non-daily frequency was already met: not a completion.
 */
const YES_NO_MARKS: Record<string, DayMark> = {
  YES_MANUAL: { value: 1 },
  '2': { value: 1 },
  NO: { value: 0 },
  '0': { value: 0 },
  SKIP: 'skip',
  '3': 'skip',
  YES_AUTO: 'nothing',
  '1': 'nothing',
  UNKNOWN: 'nothing',
  '-1': 'nothing',
  '': 'nothing',
};

const NUMBER = /^-?\d+(?:\.\d+)?$/;

function numericalMark(raw: string): DayMark | null {
  const word = raw.toUpperCase();
  if (word === 'SKIP') return 'skip';
  // -1 is Loop's own "unknown" for a numerical day.
  if (word === '' || word === 'UNKNOWN' || word === 'YES_AUTO' || raw === '-1') return 'nothing';
  if (!NUMBER.test(raw)) return null;
  const value = Number(raw) / LOOP_VALUE_SCALE;
  return value < 0 || value > MAX_ENTRY_VALUE ? null : { value };
}

const dayMark = (raw: string, numerical: boolean): DayMark | null =>
  numerical ? numericalMark(raw) : (YES_NO_MARKS[raw.toUpperCase()] ?? null);

/** The note Loop keeps on a day, cut to what an entry holds. */
function noteOf(raw: string | undefined): string | undefined {
  const note = unguardFormula((raw ?? '').trim())
    .slice(0, MAX_NOTE_LENGTH)
    .trim();
  return note === '' ? undefined : note;
}

/**
 * Reads the rows of one Checkmarks.csv (a header `Date,Value,Notes` first in the current
 * generation, none in the legacy one). `where` names the file and the habit in a refusal.
 */
export function readCheckmarks(
  rows: readonly string[][],
  options: { document: ProtocolDocument; componentId: string; numerical: boolean; where: string },
): LoopDays {
  const entries: LoopEntry[] = [];
  const skips: string[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const rowNumber = index + 1;
    if (row.every((cell) => cell.trim() === '')) return;
    if (index === 0 && row[0]?.trim().toLowerCase() === 'date') return;
    const refuse = (problem: string) => new LoopImportError(`${options.where}, row ${rowNumber}: ${problem}`);
    const date = (row[0] ?? '').trim();
    const dateCheck = localDay('Date').safeParse(date);
    if (!dateCheck.success) throw refuse(`"${date}": ${dateCheck.error.issues[0]?.message ?? 'Date must be yyyy-MM-dd'}`);
    if (seen.has(date)) throw refuse(`${date} appears twice`);
    seen.add(date);
    const raw = (row[1] ?? '').trim();
    const mark = dayMark(raw, options.numerical);
    if (mark === null) {
      throw refuse(
        options.numerical
          ? `Value "${raw}" is not a whole number from 0 to ${MAX_ENTRY_VALUE * LOOP_VALUE_SCALE} (thousandths), SKIP or UNKNOWN`
          : `Value "${raw}" is not one of YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN (or 2, 1, 0, 3, -1)`,
      );
    }
    if (mark === 'skip') skips.push(date);
    else if (mark !== 'nothing') {
      // What the protocol itself refuses, such as 1.5 of a count ("glasses"), which counts whole numbers.
      const problem = entryProblem(options.document, { componentId: options.componentId, value: mark.value });
      if (problem) throw refuse(`Value "${raw}" is ${mark.value}: ${problem}`);
      const note = noteOf(row[2]);
      entries.push({ componentId: options.componentId, date, value: mark.value, ...(note ? { note } : {}), source: 'import' });
    }
  });
  return { entries, skips };
}
