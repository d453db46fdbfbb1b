import { CHECKLIST_ITEM_KEYS, EMPTY_CHECKLIST, type ChecklistItemKey } from '@uh/core/checklist/checklist.logic';
import type { Checklist, ChecklistPatch } from '@uh/core/checklist/checklist.schema';
import { addDays, localDateOf, weekDaysOf, type LocalDate } from '@uh/core/common/calendar.logic';
import { and, between, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyChecklists } from '../../db/schema';
import { badRequest } from '../../lib/http-error';

type Row = typeof dailyChecklists.$inferSelect;
import type { ProtocolOwner } from '../../lib/protocol-completion';

type ChecklistOwner = ProtocolOwner;

function toChecklist(userId: number, date: LocalDate, row: Row | undefined): Checklist {
  const items = Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, row?.[key] ?? EMPTY_CHECKLIST[key]])) as Record<
    ChecklistItemKey,
    boolean
  >;
  return { id: row?.id ?? null, userId, date, ...items };
}

export async function checklistsBetween(db: Database, userId: number, from: LocalDate, to: LocalDate): Promise<Map<LocalDate, Row>> {
  const rows = await db
    .select()
    .from(dailyChecklists)
    .where(and(eq(dailyChecklists.userId, userId), between(dailyChecklists.date, from, to)));
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

/** Sets the given items on a day; the first change of a day creates its record. */
export async function setChecklistItems(
  db: Database,
  userId: number,
  date: LocalDate,
  items: Partial<Record<ChecklistItemKey, boolean>>,
): Promise<Row> {
  const [row] = await db
    .insert(dailyChecklists)
    .values({ userId, date, ...items })
    .onConflictDoUpdate({ target: [dailyChecklists.userId, dailyChecklists.date], set: { ...items, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function patchChecklist(
  db: Database,
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
  return toChecklist(owner.id, date, await setChecklistItems(db, owner.id, date, items));
}

/** Ticks the items a logged protocol satisfies, on the local day it happened. */
export async function tickForProtocol(db: Database, owner: ChecklistOwner, at: Date, keys: readonly ChecklistItemKey[]): Promise<void> {
  if (keys.length === 0) return;
  await setChecklistItems(db, owner.id, localDateOf(at, owner.timeZone), Object.fromEntries(keys.map((key) => [key, true])));
}
