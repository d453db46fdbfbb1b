import { importJobSchema, type ImportJob, type ImportMetricCounts, type ImportMetric } from '@uh/core/wearables/wearables.schema';
import path from 'node:path';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { importJobs } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';

type Row = typeof importJobs.$inferSelect;
export type ImportCounts = Partial<Record<ImportMetric, ImportMetricCounts>>;

export const ACTIVE_STATUSES = ['queued', 'running'] as const;
export const IMPORT_IN_PROGRESS = 'An Apple Health import is already running for your account: wait for it to finish, then upload again.';

export function toImportJob(row: Row): ImportJob {
  return importJobSchema.parse({
    id: row.id,
    source: 'apple_health',
    fileName: row.fileName,
    status: row.status,
    bytesTotal: row.bytesTotal,
    bytesRead: row.bytesRead,
    recordsRead: row.recordsRead,
    counts: row.counts,
    newCount: row.newCount,
    existingCount: row.existingCount,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  });
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string } | null)?.code === '23505' || (error as { cause?: { code?: string } } | null)?.cause?.code === '23505';

/** A queued import for the person; 409 when one of theirs is still queued or running (the database holds the rule). */
export async function createImportJob(db: Database, input: { userId: number; fileName: string; filePath: string }): Promise<Row> {
  try {
    const [row] = await db
      .insert(importJobs)
      .values({ userId: input.userId, source: 'apple_health', fileName: input.fileName, filePath: input.filePath })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(IMPORT_IN_PROGRESS);
    throw error;
  }
}

/** Once the upload is whole on disk: its size is what the progress bar measures against. */
export async function markUploaded(db: Database, id: number, bytesTotal: number): Promise<Row> {
  const [row] = await db.update(importJobs).set({ bytesTotal }).where(eq(importJobs.id, id)).returning();
  return row!;
}

/** An upload that never arrived whole leaves no job behind. */
export async function discardImportJob(db: Database, id: number): Promise<void> {
  await db.delete(importJobs).where(eq(importJobs.id, id));
}

export async function listImportJobs(db: Database, userId: number): Promise<ImportJob[]> {
  const rows = await db.select().from(importJobs).where(eq(importJobs.userId, userId)).orderBy(desc(importJobs.id)).limit(10);
  return rows.map(toImportJob);
}

export async function getImportJob(db: Database, userId: number, id: number): Promise<ImportJob> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, id), eq(importJobs.userId, userId)));
  if (!row) throw notFound('Import not found');
  return toImportJob(row);
}

export async function findImportJob(db: Database, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row;
}

export async function markRunning(db: Database, id: number): Promise<void> {
  await db
    .update(importJobs)
    .set({ status: 'running', startedAt: new Date(), bytesRead: 0, recordsRead: 0, counts: {}, error: null })
    .where(eq(importJobs.id, id));
}

export async function saveProgress(db: Database, id: number, progress: { bytesRead: number; recordsRead: number; counts: ImportCounts }) {
  await db.update(importJobs).set(progress).where(eq(importJobs.id, id));
}

export async function markFailed(db: Database, id: number, error: string): Promise<void> {
  await db.update(importJobs).set({ status: 'failed', error, finishedAt: new Date() }).where(eq(importJobs.id, id));
}

/**
 * The jobs a stopped server left behind, with the file each one reads: only those uploaded to this
 * server's folder, as another app server's jobs are its own to resume.
 */
export async function unfinishedImportJobs(db: Database, importsDir: string): Promise<Pick<Row, 'id' | 'filePath'>[]> {
  return db
    .select({ id: importJobs.id, filePath: importJobs.filePath })
    .from(importJobs)
    .where(and(inArray(importJobs.status, [...ACTIVE_STATUSES]), sql`starts_with(${importJobs.filePath}, ${importsDir + path.sep})`))
    .orderBy(importJobs.id);
}

export async function requeue(db: Database, id: number): Promise<void> {
  await db.update(importJobs).set({ status: 'queued', bytesRead: 0, recordsRead: 0, counts: {} }).where(eq(importJobs.id, id));
}
