import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, UNITS, type ProtocolDocumentInput } from './protocol-document.schema';
import { colorFromLoop, LOOP_HABIT_COLUMNS, LOOP_LEGACY_HABIT_COLUMNS, LoopImportError, unguardFormula } from './loop-csv.logic';

/** One row of Habits.csv, in either generation, as the fields a protocol is made from. */
export type LoopHabit = {
  row: number;
  position: number;
  name: string;
  numerical: boolean;
  text: { question: string; description: string; unit: string };
  frequency: { times: number; days: number };
  color: number;
  target: { kind: 'atLeast' | 'atMost'; value: number } | null;
  archived: boolean;
};

export type LoopGeneration = 'current' | 'legacy';

/** Which generation wrote the file, from its header; null when it is not a Loop Habits.csv. */
export function generationOf(header: readonly string[]): LoopGeneration | null {
  const names = new Set(header.map((name) => name.trim()));
  if (LOOP_HABIT_COLUMNS.every((name) => names.has(name))) return 'current';
  if (LOOP_LEGACY_HABIT_COLUMNS.every((name) => names.has(name))) return 'legacy';
  return null;
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** Reads one data row; `refuse` names the file, the row and the habit. */
export function readHabitRow(header: readonly string[], cells: readonly string[], row: number, generation: LoopGeneration): LoopHabit {
  const cell = (column: string) => (cells[header.findIndex((name) => name.trim() === column)] ?? '').trim();
  const name = unguardFormula(cell('Name'));
  const refuse = (problem: string) => new LoopImportError(`Habits.csv, row ${row} ("${name}"): ${problem}`);
  const whole = (column: string) => {
    const raw = cell(column);
    if (!WHOLE.test(raw)) throw refuse(`${column} "${raw}" must be a whole number`);
    return Number(raw);
  };
  const current = generation === 'current';
  const type = current ? cell('Type').toUpperCase() : 'YES_NO';
  if (type !== 'YES_NO' && type !== 'NUMERICAL') throw refuse(`Type "${cell('Type')}" must be YES_NO or NUMERICAL`);
  const numerical = type === 'NUMERICAL';
  const archived = current ? cell('Archived?').toLowerCase() : '';
  if (!['', 'true', 'false'].includes(archived)) throw refuse(`Archived? "${cell('Archived?')}" must be true or false`);
  const color = cell('Color');
  return {
    row,
    position: whole('Position'),
    name,
    numerical,
    text: {
      question: unguardFormula(cell('Question')),
      description: unguardFormula(cell('Description')),
      unit: unguardFormula(cell('Unit')),
    },
    frequency: {
      times: whole(current ? 'FrequencyNumerator' : 'NumRepetitions'),
      days: whole(current ? 'FrequencyDenominator' : 'Interval'),
    },
    color: WHOLE.test(color) ? Number(color) : -1,
    target: numerical ? targetOf(cell('Target Type'), cell('Target Value'), refuse) : null,
    archived: archived === 'true',
  };
}

function targetOf(type: string, value: string, refuse: (problem: string) => Error): LoopHabit['target'] {
  const kind = { AT_LEAST: 'atLeast', AT_MOST: 'atMost', '': 'atLeast' }[type.toUpperCase()] as 'atLeast' | 'atMost' | undefined;
  if (!kind) throw refuse(`Target Type "${type}" must be AT_LEAST or AT_MOST`);
  if (value !== '' && !DECIMAL.test(value)) throw refuse(`Target Value "${value}" must be a number, 0 or more`);
  const amount = value === '' ? 0 : Number(value);
  // "At least 0" asks for nothing: Loop's way of a numerical habit without a goal.
  return kind === 'atLeast' && amount === 0 ? null : { kind, value: amount };
}

/** Loop's free-text unit as one of ours, ignoring case ("KM" is km); null when none matches. */
export const unitFromLoop = (unit: string) => UNITS.find((known) => known.toLowerCase() === unit.toLowerCase()) ?? null;

/** Ids every imported protocol's single component has. */
export const LOOP_CHECK_ID = 'done';
export const LOOP_AMOUNT_ID = 'amount';

/** The protocol document a habit becomes, before the schema checks it; `id` is already unique. */
export function documentOf(habit: LoopHabit, id: string): ProtocolDocumentInput {
  const title = habit.name.slice(0, MAX_NAME_LENGTH).trim();
  const description = [habit.text.question, habit.text.description]
    .filter((part) => part !== '')
    .join('\n\n')
    .slice(0, MAX_DESCRIPTION_LENGTH);
  const unit = unitFromLoop(habit.text.unit);
  const target = habit.target ? { target: habit.target } : {};
  const component = !habit.numerical
    ? { id: LOOP_CHECK_ID, kind: 'check' as const, label: title }
    : unit
      ? { id: LOOP_AMOUNT_ID, kind: 'measure' as const, label: title, unit, ...target }
      : {
          id: LOOP_AMOUNT_ID,
          kind: 'count' as const,
          label: title,
          ...(habit.text.unit ? { hint: habit.text.unit.slice(0, 200) } : {}),
          ...target,
        };
  const { times, days } = habit.frequency;
  return {
    format: 'ultimate-human.protocol',
    formatVersion: 1,
    id,
    title,
    description,
    color: colorFromLoop(habit.color),
    components: [component],
    schedule: times === 1 && days === 1 ? { kind: 'daily' } : { kind: 'frequency', times, days },
  };
}
