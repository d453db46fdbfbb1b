import { CsvError, parseCsv } from '../common/csv.logic';
import { protocolDocumentSchema } from './protocol-document.schema';
import { readCheckmarks } from './loop-csv-read-checkmarks.logic';
import { documentOf, generationOf, LOOP_AMOUNT_ID, LOOP_CHECK_ID, readHabitRow, type LoopHabit } from './loop-csv-habit.logic';
import { LOOP_CHECKMARKS_FILE, LOOP_HABITS_FILE, LoopImportError, type LoopImport, type LoopProtocol } from './loop-csv.logic';

const NOT_AN_EXPORT = `This is not a Loop Habit Tracker export: it has no ${LOOP_HABITS_FILE}. In Loop, open Settings, tap "Export as CSV" and upload the ZIP it makes.`;
const MAX_ID_LENGTH = 40;

/** A document id from a habit's name: "Morning Run!" is morning-run, "Café" is cafe. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_ID_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'habit';
}

/** The slug, with -2, -3… when it is taken (by the person's protocols or an earlier habit). */
function uniqueId(name: string, taken: Set<string>): string {
  const base = slugOf(name);
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base.slice(0, MAX_ID_LENGTH - String(n).length - 1).replace(/-+$/, '')}-${n}`;
  taken.add(id);
  return id;
}

const isHidden = (path: string) => path.startsWith('__MACOSX/') || path.split('/').some((part) => part.startsWith('.'));

/** Habits.csv at the top or inside one folder (a ZIP that was unpacked and packed again): the shallowest. */
function findHabitsFile(paths: readonly string[]): string | null {
  const candidates = paths.filter((path) => !isHidden(path) && path.split('/').at(-1) === LOOP_HABITS_FILE);
  return candidates.sort((a, b) => a.split('/').length - b.split('/').length)[0] ?? null;
}

/** Each habit folder's Checkmarks.csv by the folder's number: `001 Run/Checkmarks.csv` is 1. */
function checkmarkFiles(paths: readonly string[], base: string): Map<number, string> {
  const byNumber = new Map<number, string>();
  for (const path of paths) {
    if (!path.startsWith(base) || isHidden(path)) continue;
    const match = /^(\d{3,}) [^/]*\/([^/]+)$/.exec(path.slice(base.length));
    if (match?.[2] === LOOP_CHECKMARKS_FILE) byNumber.set(Number(match[1]), path);
  }
  return byNumber;
}

function parse(path: string, text: string): string[][] {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new LoopImportError(`${path}, ${error.message}`);
    throw error;
  }
}

function protocolOf(habit: LoopHabit, id: string, files: ReadonlyMap<string, string>, checkmarksPath: string | undefined): LoopProtocol {
  const parsed = protocolDocumentSchema.safeParse(documentOf(habit, id));
  if (!parsed.success) {
    throw new LoopImportError(
      `Habits.csv, row ${habit.row} ("${habit.name}"): ${parsed.error.issues[0]?.message ?? 'not a protocol we can store'}`,
    );
  }
  const days = checkmarksPath
    ? readCheckmarks(parse(checkmarksPath, files.get(checkmarksPath) ?? ''), {
        document: parsed.data,
        componentId: habit.numerical ? LOOP_AMOUNT_ID : LOOP_CHECK_ID,
        numerical: habit.numerical,
        where: `${checkmarksPath} ("${habit.name}")`,
      })
    : { entries: [], skips: [] };
  return { document: parsed.data, archived: habit.archived, ...days };
}

/**
 * Reads a Loop Habit Tracker CSV export, either generation, given as path → text. Every habit
 * becomes a protocol, in Loop's order; a value our protocols cannot hold refuses the whole export
 * with a LoopImportError naming the file, the row and the habit, so nothing is half imported.
 * Ids are unique within the export; withFreeIds moves them off the ids the person already has.
 */
export function readLoopExport(files: ReadonlyMap<string, string>): LoopImport {
  const paths = [...files.keys()];
  const habitsPath = findHabitsFile(paths);
  if (!habitsPath) throw new LoopImportError(NOT_AN_EXPORT);
  const [header = [], ...rows] = parse(habitsPath, files.get(habitsPath) ?? '');
  const generation = generationOf(header);
  if (!generation) {
    throw new LoopImportError(
      `${LOOP_HABITS_FILE} does not have the columns of a Loop Habit Tracker export (Position, Name, Question, …).`,
    );
  }
  const habits = rows
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ cells, row }) => readHabitRow(header, cells, row, generation))
    .sort((a, b) => a.position - b.position);
  habits.forEach((habit, index) => {
    const previous = habits[index - 1];
    if (previous?.position === habit.position) {
      throw new LoopImportError(`Habits.csv, row ${habit.row} ("${habit.name}"): Position ${habit.position} is also row ${previous.row}'s`);
    }
  });
  const base = habitsPath.slice(0, habitsPath.length - LOOP_HABITS_FILE.length);
  const checkmarks = checkmarkFiles(paths, base);
  const taken = new Set<string>();
  return { protocols: habits.map((habit) => protocolOf(habit, uniqueId(habit.name, taken), files, checkmarks.get(habit.position))) };
}

/** The import with every document id the person already has changed to a free one ("run" to "run-2"). */
export function withFreeIds(result: LoopImport, takenIds: Iterable<string>): LoopImport {
  const taken = new Set(takenIds);
  const used = new Set([...taken, ...result.protocols.map((protocol) => protocol.document.id)]);
  return {
    protocols: result.protocols.map((protocol) =>
      taken.has(protocol.document.id)
        ? { ...protocol, document: { ...protocol.document, id: uniqueId(protocol.document.id, used) } }
        : protocol,
    ),
  };
}
