import { COACH_MEMORY_MAX, type CoachMemory } from '@uh/core/chat/coach-memory.schema';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { coachMemories } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { COACH_MEMORIES_CAP, insertWithinCap, type PersonCap } from '../../lib/per-person-cap';

export const MEMORY_NOT_FOUND = 'Memory not found';
export const MEMORY_FULL = `The coach already remembers ${COACH_MEMORY_MAX} things: delete one in Settings → Coach memory first`;

type Row = typeof coachMemories.$inferSelect;
const toMemory = (row: Row): CoachMemory => ({
  id: row.id,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const mine = (userId: number, id: number) => and(eq(coachMemories.id, id), eq(coachMemories.userId, userId));

/** The person's memories, oldest first. */
export async function listMemories(db: Database, userId: number): Promise<CoachMemory[]> {
  const rows = await db.select().from(coachMemories).where(eq(coachMemories.userId, userId)).orderBy(asc(coachMemories.id));
  return rows.map(toMemory);
}

const memoryCap = (userId: number): PersonCap => ({
  name: COACH_MEMORIES_CAP,
  max: COACH_MEMORY_MAX,
  count: async (tx) => (await tx.select({ n: count() }).from(coachMemories).where(eq(coachMemories.userId, userId)))[0]!.n,
  message: MEMORY_FULL,
});

/** Keeps one more fact, within the cap even when several arrive at once (409 past it). */
export async function addMemory(db: Database, userId: number, text: string): Promise<CoachMemory> {
  return insertWithinCap(db, userId, memoryCap(userId), async (tx) => {
    const [row] = await tx.insert(coachMemories).values({ userId, text }).returning();
    return toMemory(row!);
  });
}

export async function updateMemory(db: Database, userId: number, id: number, text: string, now = new Date()): Promise<CoachMemory> {
  const [row] = await db.update(coachMemories).set({ text, updatedAt: now }).where(mine(userId, id)).returning();
  if (!row) throw notFound(MEMORY_NOT_FOUND);
  return toMemory(row);
}

export async function deleteMemory(db: Database, userId: number, id: number): Promise<void> {
  const deleted = await db.delete(coachMemories).where(mine(userId, id)).returning({ id: coachMemories.id });
  if (deleted.length === 0) throw notFound(MEMORY_NOT_FOUND);
}
