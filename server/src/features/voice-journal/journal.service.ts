import { localDateOf } from '@uh/core/common/calendar.logic';
import {
  JOURNAL_DETAILS_SCHEMAS,
  isProtocolEntryLog,
  type CreatedLog,
  type JournalDeleteResult,
  type JournalEntry,
  type JournalEntryCreate,
  type JournalEntryPatch,
  type JournalListQuery,
  type TrackerCreatedLog,
} from '@uh/core/voice-journal/journal.schema';
import { withCurrentNames } from '@uh/core/voice-journal/details-names.logic';
import { logPlanOf } from '@uh/core/voice-journal/journal-logs.logic';
import type { JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { journalEntries } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';
import type { ProtocolOwner } from '../../lib/protocol-completion';
import { applyLogPlan, undoEntryLogs } from './journal-logs.service';
import { heldEntryEvents, logProtocolEntries, undoProtocolEntries } from './journal-protocol-entries';
import type { JournalDeps } from './journal-ports';
import { keepRecording, releaseRecording } from './recordings.service';

type Row = typeof journalEntries.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const NOT_FOUND = 'Journal entry not found';
const RE_DERIVED_ON_EDIT: ReadonlySet<JournalEntryType> = new Set(['water', 'meal', 'exercise']);

/** docs/product.md §3: `details` includes the transcription (the stored details hold the type's fields only). */
export function toJournalEntry(row: Row): JournalEntry {
  // Entries saved before the journal took the trackers' names are read in today's.
  const details = withCurrentNames(row.type as JournalEntryType, row.details) as Record<string, unknown>;
  return {
    id: row.id,
    userId: row.userId,
    type: row.type as JournalEntryType,
    summary: row.summary,
    details: row.transcription === null ? details : { ...details, transcription: row.transcription },
    transcription: row.transcription,
    hasAudio: row.recordingId !== null,
    createdLogs: row.createdLogs as CreatedLog[],
    timestamp: row.timestamp.toISOString(),
    localDay: row.localDay,
  };
}

/**
 * Everything an entry write does runs in one transaction, the protocol services and the checklist
 * included (bound to it), so a refused log leaves neither the entry nor half its effects behind.
 */
function inTransaction<T>({ db, ports }: JournalDeps, work: (deps: JournalDeps) => Promise<T>): Promise<T> {
  return db.transaction(async (tx: Transaction) => work({ db: tx as unknown as Database, ports }));
}

/** The caller's entries, newest first, of the types asked for. */
export async function listEntries(db: Database, userId: number, query: JournalListQuery): Promise<JournalEntry[]> {
  const conditions: SQL[] = [eq(journalEntries.userId, userId)];
  if (query.type) conditions.push(inArray(journalEntries.type, query.type));
  if (query.before) conditions.push(lt(journalEntries.timestamp, new Date(query.before)));
  const rows = await db
    .select()
    .from(journalEntries)
    .where(and(...conditions))
    .orderBy(desc(journalEntries.timestamp), desc(journalEntries.id))
    .limit(query.limit);
  return rows.map(toJournalEntry);
}

/**
 * Saves a reviewed entry on the local day of its time. With `createLogs` it also writes the log
 * its protocol data makes (a cold session, a reading, a fast, the day's protein), and it ticks the
 * journal's checklist items, and the values it gives the person's own protocols (told to webhooks
 * once the entry is saved). A recording named is the caller's, and is kept from now on.
 */
export async function createEntry(
  journal: JournalDeps,
  owner: ProtocolOwner,
  input: JournalEntryCreate,
  now = new Date(),
): Promise<JournalEntry> {
  const timestamp = input.timestamp ? new Date(input.timestamp) : now;
  const localDay = localDateOf(timestamp, owner.timeZone);
  const planned = input.createLogs ? logPlanOf(input, timestamp) : { ok: true as const, plan: null };
  if (!planned.ok) throw badRequest(`${planned.field}: ${planned.message}`);

  const held = heldEntryEvents();
  const saved = await inTransaction(journal, async (deps) => {
    if (input.recordingId && !(await keepRecording(deps.db, owner.id, input.recordingId))) {
      throw badRequest('recordingId: The recording was not found (a recording nobody keeps is removed after an hour)');
    }
    const created = planned.plan ? await applyLogPlan(deps, owner, planned.plan, timestamp, localDay) : null;
    const values = input.protocolEntries ? await logProtocolEntries(deps, held.events, owner.id, input.protocolEntries, localDay) : [];
    const [row] = await deps.db
      .insert(journalEntries)
      .values({
        userId: owner.id,
        type: input.type,
        summary: input.summary,
        details: input.details,
        transcription: input.transcription || null,
        recordingId: input.recordingId ?? null,
        createdLogs: [...(created ? [created] : []), ...values],
        timestamp,
        timeZone: owner.timeZone,
        localDay,
      })
      .returning();
    await deps.ports.syncJournalDay(deps.db, owner.id, localDay, [input.type], 'logged');
    return toJournalEntry(row!);
  });
  await held.tell(journal.ports.announce, journal.db);
  return saved;
}

async function ownEntry(db: Database, userId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * A new summary and/or new details, checked against the entry's own type. The logs the entry made
 * stay as they are (they are edited on their own screens); the checklist items its amounts decide
 * (water, protein, exercise) are re-derived.
 */
export async function patchEntry({ db, ports }: JournalDeps, userId: number, id: number, patch: JournalEntryPatch): Promise<JournalEntry> {
  const row = await ownEntry(db, userId, id);
  const type = row.type as JournalEntryType;
  let details = row.details;
  if (patch.details) {
    const { transcription: _transcription, ...sent } = patch.details;
    const checked = JOURNAL_DETAILS_SCHEMAS[type].safeParse(sent);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      throw badRequest(`${['details', ...issue!.path].join('.')}: ${issue!.message}`);
    }
    details = checked.data;
  }
  const [updated] = await db
    .update(journalEntries)
    .set({ summary: patch.summary ?? row.summary, details })
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .returning();
  // The amounts that decide checklist items: water's ounces, a meal's protein, exercise minutes.
  if (RE_DERIVED_ON_EDIT.has(type) && patch.details) await ports.syncJournalDay(db, userId, row.localDay, [type], 'changed');
  return toJournalEntry(updated!);
}

/**
 * Deletes one of the caller's entries, its recording when no other entry uses it, and — when
 * asked — what it did to the logs. The journal's checklist items on its day are re-derived.
 */
export async function deleteEntry(
  journal: JournalDeps,
  owner: ProtocolOwner,
  id: number,
  alsoDeleteLogs: boolean,
): Promise<JournalDeleteResult> {
  return inTransaction(journal, async (deps) => {
    const row = await ownEntry(deps.db, owner.id, id);
    await deps.db.delete(journalEntries).where(and(eq(journalEntries.id, id), eq(journalEntries.userId, owner.id)));
    if (row.recordingId) await releaseRecording(deps.db, row.recordingId);
    const createdLogs = row.createdLogs as CreatedLog[];
    const trackerLogs = createdLogs.filter((log): log is TrackerCreatedLog => !isProtocolEntryLog(log));
    const deletedLogs = alsoDeleteLogs ? await undoEntryLogs(deps, owner, trackerLogs) : [];
    const deletedProtocolEntries = alsoDeleteLogs ? await undoProtocolEntries(deps, owner.id, createdLogs.filter(isProtocolEntryLog)) : [];
    // A 30-30-30 session taken back re-derives its two checklist items from its logs alone; the
    // day's meals and exercise entries may still tick them.
    const touchedThirty = alsoDeleteLogs && trackerLogs.some((log) => log.kind === 'thirtyThirtyThirty');
    const types: JournalEntryType[] = touchedThirty ? [row.type as JournalEntryType, 'meal', 'exercise'] : [row.type as JournalEntryType];
    await deps.ports.syncJournalDay(deps.db, owner.id, row.localDay, types, 'changed');
    return { deletedLogs, deletedProtocolEntries };
  });
}
