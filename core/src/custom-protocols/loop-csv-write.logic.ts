import { writeCsv } from '../common/csv.logic';
import { frequencyOf, type ProtocolComponent, type ProtocolDocument } from './protocol-document.schema';
import { dayFigure, loopShapeOf } from './loop-csv-simplify.logic';
import {
  guardFormula,
  LOOP_CHECKMARK_COLUMNS,
  LOOP_CHECKMARKS_FILE,
  LOOP_COLOR_INDEX,
  LOOP_HABIT_COLUMNS,
  LOOP_HABITS_FILE,
  LOOP_README_FILE,
  LOOP_VALUE_SCALE,
} from './loop-csv.logic';

export type LoopExportProtocol = {
  document: ProtocolDocument;
  archived: boolean;
  entries: ReadonlyArray<{ componentId: string; date: string; value: number | null; note?: string | null }>;
  skips: readonly string[];
  /** Paused days go to Loop as skipped ones, the nearest it has. */
  pauses?: ReadonlyArray<{ from: string; to: string }>;
};

export type LoopExport = {
  /** path → text: Habits.csv, one `NNN <name>/Checkmarks.csv` per habit, README.txt. */
  files: Map<string, string>;
  /** Protocols that went over changed (or not at all), with what changed. */
  simplified: Array<{ title: string; changes: string[] }>;
};

/** A pause of years is written as its first ten, which is as far as anyone looks back in Loop. */
const MAX_PAUSE_DAYS = 3660;

function pausedDays(pauses: LoopExportProtocol['pauses']): string[] {
  const days: string[] = [];
  for (const pause of pauses ?? []) {
    const day = new Date(`${pause.from}T00:00:00Z`);
    for (let count = 0; count < MAX_PAUSE_DAYS && day.toISOString().slice(0, 10) <= pause.to; count += 1) {
      days.push(day.toISOString().slice(0, 10));
      day.setUTCDate(day.getUTCDate() + 1);
    }
  }
  return days;
}

/** Loop keeps a folder name to letters, digits, spaces and a few marks; the number before it is what counts. */
const folderName = (title: string) => title.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'Habit';

/** The day's Value: a yes-or-no word, or a number in thousandths (a duration in minutes). */
function loopValue(component: ProtocolComponent, values: readonly number[]): string {
  if (component.kind === 'check') return values.some((value) => value >= 1) ? 'YES_MANUAL' : 'NO';
  const figure = dayFigure(component, values);
  return String(Math.round((component.kind === 'duration' ? figure / 60 : figure) * LOOP_VALUE_SCALE));
}

function checkmarksCsv(protocol: LoopExportProtocol, component: ProtocolComponent): string {
  const byDate = new Map<string, { values: number[]; notes: string[] }>();
  for (const entry of protocol.entries) {
    if (entry.componentId !== component.id || entry.value === null) continue;
    const day = byDate.get(entry.date) ?? { values: [], notes: [] };
    day.values.push(entry.value);
    if (entry.note) day.notes.push(entry.note);
    byDate.set(entry.date, day);
  }
  const rows = new Map<string, string[]>();
  for (const date of [...protocol.skips, ...pausedDays(protocol.pauses)]) rows.set(date, [date, 'SKIP', '']);
  // A day with values is written with them, even when it was also skipped.
  for (const [date, day] of byDate) rows.set(date, [date, loopValue(component, day.values), guardFormula(day.notes.join('; '))]);
  const newestFirst = [...rows.values()].sort((a, b) => (a[0]! < b[0]! ? 1 : -1));
  return writeCsv([[...LOOP_CHECKMARK_COLUMNS], ...newestFirst]);
}

function habitRow(document: ProtocolDocument, component: ProtocolComponent, position: string, archived: boolean): string[] {
  const { times, days } = frequencyOf(document.schedule);
  const target = 'target' in component ? component.target : undefined;
  const targetValue = component.kind === 'duration' && target ? target.value / 60 : (target?.value ?? 0);
  const unit =
    component.kind === 'measure'
      ? component.unit
      : component.kind === 'duration'
        ? 'min'
        : component.kind === 'count'
          ? (component.hint ?? '')
          : '';
  return [
    position,
    guardFormula(document.title),
    component.kind === 'check' ? 'YES_NO' : 'NUMERICAL',
    '',
    guardFormula(document.description),
    String(times),
    String(days),
    String(LOOP_COLOR_INDEX[document.color]),
    guardFormula(unit),
    target?.kind === 'atMost' ? 'AT_MOST' : 'AT_LEAST',
    String(targetValue),
    String(archived),
  ];
}

function readme(simplified: LoopExport['simplified']): string {
  const lines = ['These files follow the CSV export of Loop Habit Tracker: one habit per protocol, newest day first.', ''];
  if (simplified.length === 0) lines.push('Every protocol went over whole.');
  else {
    lines.push('A Loop habit holds one value a day, so these protocols were simplified:');
    for (const { title, changes } of simplified) lines.push(`- ${title}: ${changes.join('; ')}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Writes protocols, in the order given, as Loop's current CSV export. */
export function writeLoopExport(protocols: readonly LoopExportProtocol[]): LoopExport {
  const files = new Map<string, string>();
  const habitRows: string[][] = [[...LOOP_HABIT_COLUMNS]];
  const simplified: LoopExport['simplified'] = [];
  for (const protocol of protocols) {
    const { component, changes } = loopShapeOf(protocol.document);
    if (changes.length > 0) simplified.push({ title: protocol.document.title, changes });
    if (!component) continue;
    const position = String(habitRows.length).padStart(3, '0');
    habitRows.push(habitRow(protocol.document, component, position, protocol.archived));
    files.set(`${position} ${folderName(protocol.document.title)}/${LOOP_CHECKMARKS_FILE}`, checkmarksCsv(protocol, component));
  }
  files.set(LOOP_HABITS_FILE, writeCsv(habitRows));
  files.set(LOOP_README_FILE, readme(simplified));
  return { files, simplified };
}
