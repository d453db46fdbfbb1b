import type { CustomProtocolColor, ProtocolDocument } from './protocol-document.schema';

/**
 * Loop Habit Tracker's CSV export (docs/protocols.md, "Moving from Loop Habit Tracker"): what both
 * its generations hold, and how its words map to ours. Reading is in loop-csv-read.logic.ts,
 * writing in loop-csv-write.logic.ts; both work on a map of path to text, the ZIP opened elsewhere.
 */

export const LOOP_HABITS_FILE = 'Habits.csv';
export const LOOP_CHECKMARKS_FILE = 'Checkmarks.csv';
/** What an export says about the protocols it had to simplify; an import skips it. */
export const LOOP_README_FILE = 'README.txt';

export const LOOP_HABIT_COLUMNS = [
  'Position',
  'Name',
  'Type',
  'Question',
  'Description',
  'FrequencyNumerator',
  'FrequencyDenominator',
  'Color',
  'Unit',
  'Target Type',
  'Target Value',
  'Archived?',
] as const;
export const LOOP_LEGACY_HABIT_COLUMNS = ['Position', 'Name', 'Question', 'Description', 'NumRepetitions', 'Interval', 'Color'] as const;
export const LOOP_CHECKMARK_COLUMNS = ['Date', 'Value', 'Notes'] as const;

/** Numerical values are stored as whole thousandths. */
export const LOOP_VALUE_SCALE = 1000;

/** Loop's 20 palette colours, by index, as the nearest of ours. */
const LOOP_PALETTE: readonly CustomProtocolColor[] = [
  'rose', // red
  'rose', // deep orange
  'amber', // orange
  'amber', // amber
  'amber', // yellow
  'lime', // lime
  'lime', // light green
  'lime', // green
  'teal', // teal
  'teal', // cyan
  'sky', // light blue
  'sky', // blue
  'sky', // indigo
  'violet', // deep purple
  'violet', // purple
  'rose', // pink
  'slate', // brown
  'slate', // dark grey
  'slate', // grey
  'slate', // light grey
];

/** An index outside the palette (a newer Loop's) gets our default colour rather than refusing the habit. */
export const colorFromLoop = (index: number): CustomProtocolColor => LOOP_PALETTE[index] ?? 'teal';

/** The index each of our colours goes back to; each maps to itself through colorFromLoop. */
export const LOOP_COLOR_INDEX: Record<CustomProtocolColor, number> = {
  rose: 0,
  amber: 3,
  lime: 6,
  teal: 8,
  sky: 11,
  violet: 13,
  slate: 18,
};

/** One imported habit: the document to store, and the rows to store with it. */
export type LoopProtocol = {
  document: ProtocolDocument;
  archived: boolean;
  entries: LoopEntry[];
  /** Local days marked as skipped. */
  skips: string[];
};

/** An entry as POST …/entries takes it. */
export type LoopEntry = { componentId: string; date: string; value: number; note?: string; source: 'import' };

export type LoopImport = { protocols: LoopProtocol[] };

/** The file refused as a whole, with what to fix: the file, the row and the habit are named. */
export class LoopImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoopImportError';
  }
}

/**
 * Text a spreadsheet would run as a formula (OWASP "CSV injection") is written with a leading
 * apostrophe, as the account export does; reading takes that apostrophe off again, so a name
 * starting with "=" or "-" survives the way there and back.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const unguardFormula = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);
