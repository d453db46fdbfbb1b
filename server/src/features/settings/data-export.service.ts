import { CHECKLIST_ITEM_KEYS } from '@uh/core/checklist/checklist.logic';
import {
  EXPORT_FORMAT,
  EXPORT_RECORD_TYPES,
  EXPORT_VERSION,
  type AccountContents,
  type AccountExport,
  type ExportRecords,
  type ExportRecordType,
} from '@uh/core/settings/export.schema';
import type { ExportedProtocolLogs } from '@uh/core/settings/protocol-export-schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, coachMemories, dailyChecklists, journalEntries, userIdentities, users } from '../../db/schema';
import { iso } from '../../lib/export-codec';
import { readCustomProtocolRecords } from './custom-protocols-export';
import { readExperimentRecords } from './experiments-export';
import { readInsightPairRecords } from './insights-export';
import { PROTOCOL_EXPORT_CODECS } from './protocol-export-codecs';
import type { AllRecords, RecordOf } from './export-records';
import { liveProtocols } from './question-refs';
import { readSharing } from './sharing-export';

/**
 * One query after another, not at once: an import reads through its transaction's single
 * connection, which runs one query at a time (queuing them is deprecated in node-postgres).
 */
export async function readRecords(db: Database, userId: number): Promise<AllRecords> {
  // Each protocol's logs, in the registry's order (each protocol's `*.export.ts` reads its own).
  const protocolLogs: Record<string, unknown[]> = {};
  for (const { exportKey, codec } of PROTOCOL_EXPORT_CODECS) protocolLogs[exportKey] = await codec.read(db, userId);
  const checklists = await db.select().from(dailyChecklists).where(eq(dailyChecklists.userId, userId)).orderBy(asc(dailyChecklists.date));
  const chat = await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(asc(chatMessages.id));
  const memories = await db.select().from(coachMemories).where(eq(coachMemories.userId, userId)).orderBy(asc(coachMemories.id));
  const journal = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.timestamp), asc(journalEntries.id));
  const customProtocolRecords = await readCustomProtocolRecords(db, userId);
  const documentIdOf = new Map((await liveProtocols(db, userId)).map((protocol) => [protocol.id, protocol.document.id]));
  const pairs = await readInsightPairRecords(db, userId, documentIdOf);
  const ownExperiments = await readExperimentRecords(db, userId, documentIdOf);
  return {
    ...(protocolLogs as ExportedProtocolLogs),
    dailyChecklists: checklists.map((row) => ({
      date: row.date,
      ...Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, row[key]])),
    })) as ExportRecords['dailyChecklists'],
    chatMessages: chat.map((row) => ({ createdAt: iso(row.createdAt), role: row.role as 'user', content: row.content })),
    coachMemories: memories.map((row) => ({ createdAt: iso(row.createdAt), text: row.text })),
    // The recording is not exported; nor are the logs an entry made (they are exported as logs).
    journalEntries: journal.map((row) => ({
      timestamp: iso(row.timestamp),
      type: row.type as RecordOf<'journalEntries'>['type'],
      summary: row.summary,
      details: row.details as Record<string, unknown>,
      transcription: row.transcription,
      timeZone: row.timeZone,
      localDay: row.localDay,
    })),
    ...customProtocolRecords,
    insightPairs: pairs,
    experiments: ownExperiments,
  };
}

/**
 * Record types newer than the format's files kept as backups: written only when there are some, so
 * an account without them exports byte for byte what it did before they existed.
 */
const WRITTEN_WHEN_ANY: readonly ExportRecordType[] = ['insightPairs', 'experiments', 'coachMemories'];
const isWritten = (records: AllRecords, type: ExportRecordType) => !WRITTEN_WHEN_ANY.includes(type) || records[type].length > 0;

/** The records as the export writes them. */
const writtenRecords = (records: AllRecords): ExportRecords =>
  Object.fromEntries(EXPORT_RECORD_TYPES.filter((type) => isWritten(records, type)).map((type) => [type, records[type]])) as ExportRecords;

/** Linked sign-in identities: who vouches for the account, never a token (none is kept). */
const readIdentities = (db: Database, userId: number) =>
  db
    .select({ issuer: userIdentities.issuer, subject: userIdentities.subject, email: userIdentities.email })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.id));

export async function exportAccount(db: Database, userId: number): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const sharing = await readSharing(db, userId);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    account: {
      username: user!.username,
      displayName: user!.displayName,
      email: user!.email,
      photoURL: user!.photoUrl,
      timeZone: user!.timeZone,
      createdAt: iso(user!.createdAt),
      preferences: {
        weightUnit: user!.weightUnit,
        temperatureUnit: user!.temperatureUnit,
        theme: user!.theme,
        usualWakeTime: user!.usualWakeTime,
      },
      identities: await readIdentities(db, userId),
      ...(sharing ? { sharing } : {}),
    },
    records: writtenRecords(await readRecords(db, userId)),
  };
}

/** How many records of each type the account holds. */
export async function accountContents(db: Database, userId: number): Promise<AccountContents> {
  const records = await readRecords(db, userId);
  const counts = Object.fromEntries(EXPORT_RECORD_TYPES.map((type) => [type, records[type].length]));
  return { isEmpty: Object.values(counts).every((count) => count === 0), records: counts };
}
