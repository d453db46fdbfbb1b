import { CHECKLIST_ITEM_KEYS, EMPTY_CHECKLIST, PROTOCOL_CHECKLIST_ITEMS, type ChecklistItemKey } from '@uh/core/checklist/checklist.logic';
import type { Checklist, ChecklistPatch } from '@uh/core/checklist/checklist.schema';
import { addDays, localDateOf, weekDaysOf, type LocalDate } from '@uh/core/common/calendar.logic';
import { kilogramsToPounds } from '@uh/core/common/units.logic';
import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import { journalItemChanges } from '@uh/core/voice-journal/journal-checklist.logic';
import type { JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { dailyChecklists } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import type { EventDeps } from '../../lib/app-events';
import { PROTOCOL_COMPLETION, type ProtocolOwner } from '../../lib/protocol-completion';

type Row = typeof dailyChecklists.$inferSelect;

type ChecklistOwner = ProtocolOwner;

function toChecklist(userId: number, date: LocalDate, row: Row | undefined): Checklist {
  const items = Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, row?.[key] ?? EMPTY_CHECKLIST[key]])) as Record<
    ChecklistItemKey,
    boolean
  >;
  return { id: row?.id ?? null, userId, date, ...items };
}

const daysBetween = perDatabase((db) =>
  db
    .select()
    .from(dailyChecklists)
    .where(
      and(
        eq(dailyChecklists.userId, sql.placeholder('userId')),
        between(dailyChecklists.date, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .prepare('checklist_days_between'),
);

export async function checklistsBetween(db: Database, userId: number, from: LocalDate, to: LocalDate): Promise<Map<LocalDate, Row>> {
  const rows = await daysBetween(db).execute({ userId, from, to });
  return new Map(rows.map((row) => [row.date, row]));
}

export async function todayChecklist(db: Database, owner: ChecklistOwner, now = new Date()): Promise<Checklist> {
  const today = localDateOf(now, owner.timeZone);
  const rows = await checklistsBetween(db, owner.id, today, today);
  return toChecklist(owner.id, today, rows.get(today));
}

/** The seven days of the current Monday-start week, each with its record or an empty one. */
export async function weeklyChecklists(db: Database, owner: ChecklistOwner, now = new Date()): Promise<Checklist[]> {
  const days = weekDaysOf(now, owner.timeZone, 1);
  const rows = await checklistsBetween(db, owner.id, days[0]!, days[6]!);
  return days.map((day) => toChecklist(owner.id, day, rows.get(day)));
}

/** An item's new value: its parameter, or where the parameter is null `otherwise`. */
const itemOr = (key: ChecklistItemKey, otherwise: SQL) => sql`COALESCE(${sql.placeholder(key)}::boolean, ${otherwise})`;
const eachItem = (value: (key: ChecklistItemKey) => SQL) => Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, value(key)]));

// One statement whatever items change, so it is prepared once: an item sent as null keeps its value
// (false on a new day).
const upsertDay = perDatabase((db) =>
  db
    .insert(dailyChecklists)
    .values({ userId: sql.placeholder('userId'), date: sql.placeholder('date'), ...eachItem((key) => itemOr(key, sql`false`)) })
    .onConflictDoUpdate({
      target: [dailyChecklists.userId, dailyChecklists.date],
      set: { ...eachItem((key) => itemOr(key, sql`${dailyChecklists[key]}`)), updatedAt: sql`now()` },
    })
    .returning()
    .prepare('checklist_set_items'),
);

/** Sets the given items on a day; the first change of a day creates its record. */
export async function setChecklistItems(
  db: Database,
  userId: number,
  date: LocalDate,
  items: Partial<Record<ChecklistItemKey, boolean>>,
): Promise<Row> {
  const values = Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, items[key] ?? null])) as Record<
    ChecklistItemKey,
    boolean | null
  >;
  const [row] = await upsertDay(db).execute({ userId, date, ...values });
  return row!;
}

/** Whether every item of a day's record is ticked. */
export const isDayComplete = (row: Row) => CHECKLIST_ITEM_KEYS.every((key) => row[key]);

export async function patchChecklist(
  { db, events }: EventDeps,
  owner: ChecklistOwner,
  date: LocalDate,
  patch: ChecklistPatch,
  now = new Date(),
): Promise<Checklist> {
  // A day ahead is allowed for people whose evening is already the next day somewhere else.
  if (date > addDays(localDateOf(now, owner.timeZone), 1)) throw badRequest('date cannot be more than a day in the future');
  const items = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<
    Record<ChecklistItemKey, boolean>
  >;
  const row = await setChecklistItems(db, owner.id, date, items);
  await events.emit('checklist.changed', { db, userId: owner.id, date, isComplete: isDayComplete(row) });
  const checklist = toChecklist(owner.id, date, row);
  return checklist;
}

/** The local days among `days` on which the protocol has at least one completion. */
async function daysWithCompletion(
  db: Database,
  userId: number,
  protocol: ProtocolKey,
  days: readonly LocalDate[],
): Promise<Set<LocalDate>> {
  const { table, completed } = PROTOCOL_COMPLETION[protocol];
  const result = await db.execute<{ day: string }>(
    sql`SELECT DISTINCT to_char(local_day, 'YYYY-MM-DD') AS day FROM ${table}
        WHERE user_id = ${userId} AND local_day IN (${sql.join(
          days.map((day) => sql`${day}::date`),
          sql`, `,
        )}) AND ${completed}`,
  );
  return new Set(result.rows.map((row) => row.day));
}

/**
 * Keeps the checklist in step with a protocol's logs on the given local days, and says which days
 * it set. `'logged'`: a new log only ticks (a manual tick is never taken away by logging).
 * `'changed'`: after an edit or delete of a log that counted, the protocol's items on those days
 * become exactly "is there still a completion".
 */
export async function syncProtocolDays(
  db: Database,
  userId: number,
  protocol: ProtocolKey,
  days: readonly LocalDate[],
  change: 'logged' | 'changed',
): Promise<{ date: LocalDate; isComplete: boolean }[]> {
  const unique = [...new Set(days)];
  if (unique.length === 0) return [];
  const done = await daysWithCompletion(db, userId, protocol, unique);
  const set: { date: LocalDate; isComplete: boolean }[] = [];
  for (const day of unique) {
    const isDone = done.has(day);
    if (!isDone && change === 'logged') continue;
    const row = await setChecklistItems(
      db,
      userId,
      day,
      Object.fromEntries(PROTOCOL_CHECKLIST_ITEMS[protocol].map((key) => [key, isDone])),
    );
    set.push({ date: day, isComplete: isDayComplete(row) });
  }
  return set;
}

/**
 * Keeps the journal's checklist items on a local day in step with that day's journal entries
 * (`journalItemChanges` in core says which items, and whether only to tick). Hydration needs the
 * latest body weight known on the day; water entries carry their ounces in `details`, meals their
 * protein and exercise its minutes (a completed 30-30-30 session keeps the morning items ticked).
 */
export async function syncJournalDay(
  db: Database,
  userId: number,
  day: LocalDate,
  types: readonly JournalEntryType[],
  change: 'logged' | 'changed',
): Promise<void> {
  // One after the other: inside a transaction both run on the same connection.
  const entries = await db.execute<{ type: JournalEntryType; water: number | null }>(
    sql`SELECT type, (details->>'ounces')::float8 AS water FROM journal_entries WHERE user_id = ${userId} AND local_day = ${day}::date`,
  );
  const weight = await db.execute<{ weight_kg: number }>(
    sql`SELECT weight_kg FROM biometric_logs WHERE user_id = ${userId} AND weight_kg IS NOT NULL AND local_day <= ${day}::date
        ORDER BY timestamp DESC LIMIT 1`,
  );
  const kilograms = weight.rows[0]?.weight_kg;
  const morning = await db.execute<{ protein: number | null; minutes: number | null; thirty: boolean }>(
    sql`SELECT
          (SELECT max((details->>'proteinGrams')::float8) FROM journal_entries
            WHERE user_id = ${userId} AND local_day = ${day}::date AND type = 'meal') AS protein,
          (SELECT max((details->>'minutes')::float8) FROM journal_entries
            WHERE user_id = ${userId} AND local_day = ${day}::date AND type = 'exercise') AS minutes,
          EXISTS (SELECT 1 FROM thirty_thirty_thirty_logs
            WHERE user_id = ${userId} AND local_day = ${day}::date AND completed) AS thirty`,
  );
  const items = journalItemChanges(
    {
      mostMealProteinGrams: Number(morning.rows[0]?.protein ?? 0),
      longestExerciseMinutes: Number(morning.rows[0]?.minutes ?? 0),
      hasThirtyCompleted: morning.rows[0]?.thirty === true,
      types: entries.rows.map((row) => row.type),
      waterOunces: entries.rows.reduce((sum, row) => sum + (row.type === 'water' ? Number(row.water ?? 0) : 0), 0),
      latestWeightLbs: kilograms === undefined ? null : kilogramsToPounds(Number(kilograms)),
    },
    types,
    change,
  );
  if (Object.keys(items).length > 0) await setChecklistItems(db, userId, day, items);
}
