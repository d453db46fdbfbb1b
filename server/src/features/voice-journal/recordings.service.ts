import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { journalEntries, voiceRecordings } from '../../db/schema';

/** A recording nobody kept an entry from is removed this long after it was processed. */
export const PENDING_RECORDING_MS = 60 * 60_000;
/** At most this many recordings wait for review per person; older pending ones make room. */
export const PENDING_RECORDINGS_PER_PERSON = 10;

const pendingAge = sql.raw(`interval '${PENDING_RECORDING_MS / 1000} seconds'`);

/**
 * Keeps a processed recording for the review step (in the database: nothing is written to disk).
 * Pending recordings of anyone older than an hour go first, and the person's own beyond the last
 * few, so abandoned reviews cannot fill the database.
 */
export async function storePendingRecording(db: Database, userId: number, audio: Buffer, durationSeconds: number): Promise<string> {
  await db.execute(sql`DELETE FROM voice_recordings WHERE NOT is_kept AND created_at < now() - ${pendingAge}`);
  await db.execute(sql`
    DELETE FROM voice_recordings WHERE id IN (
      SELECT id FROM voice_recordings WHERE user_id = ${userId} AND NOT is_kept
      ORDER BY created_at DESC OFFSET ${PENDING_RECORDINGS_PER_PERSON - 1})`);
  const [row] = await db.insert(voiceRecordings).values({ userId, audio, durationSeconds }).returning({ id: voiceRecordings.id });
  return row!.id;
}

/** Marks one of the person's recordings (pending or kept) as kept; false when it is not theirs or gone. */
export async function keepRecording(db: Database, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .update(voiceRecordings)
    .set({ isKept: true })
    .where(and(eq(voiceRecordings.id, id), eq(voiceRecordings.userId, userId)))
    .returning({ id: voiceRecordings.id });
  return rows.length > 0;
}

/** Removes a recording once no entry uses it any more. */
export async function releaseRecording(db: Database, id: string): Promise<void> {
  await db.execute(
    sql`DELETE FROM voice_recordings WHERE id = ${id} AND NOT EXISTS (SELECT 1 FROM journal_entries WHERE recording_id = ${id})`,
  );
}

/** The kept audio of one of the person's entries, or null when it has none or is not theirs. */
export async function entryAudio(db: Database, userId: number, entryId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ audio: voiceRecordings.audio })
    .from(journalEntries)
    .innerJoin(voiceRecordings, eq(voiceRecordings.id, journalEntries.recordingId))
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, userId)));
  return row?.audio ?? null;
}
