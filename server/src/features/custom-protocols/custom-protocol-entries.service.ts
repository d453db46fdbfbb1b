import type { CustomEntry, CustomEntryCreate, customEntryPatchSchema } from '@uh/core/custom-protocols/custom-protocols.schema';
import { entryProblem } from '@uh/core/custom-protocols/entry-fit.logic';
import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { customProtocolEntries } from '../../db/schema';
import type { EventDeps, OwnProtocolRef } from '../../lib/app-events';
import { badRequest, notFound } from '../../lib/http-error';
import { documentOf, liveProtocol, type ProtocolRow, toCustomEntry } from './custom-protocols.storage';

type EntryPatch = z.output<typeof customEntryPatchSchema>;

const ENTRY_NOT_FOUND = 'Entry not found';

/** Whether the value fits the stored document (its component, kind, scale): a 400 naming the field otherwise. */
function checkFit(document: ProtocolDocument, entry: { componentId: string; value: number | null; text: string | null }): void {
  const problem = entryProblem(document, {
    componentId: entry.componentId,
    ...(entry.value === null ? {} : { value: entry.value }),
    ...(entry.text === null ? {} : { text: entry.text }),
  });
  if (problem) throw badRequest(problem);
}

const ownEntry = (userId: number, protocolId: number, entryId: number) =>
  and(
    eq(customProtocolEntries.id, entryId),
    eq(customProtocolEntries.protocolId, protocolId),
    eq(customProtocolEntries.userId, userId),
    eq(customProtocolEntries.state, 'value'),
  );

/** How events name a protocol: by the id and title its document gives it, beside the stored id. */
export function protocolRefOf(protocol: ProtocolRow): OwnProtocolRef {
  const document = documentOf(protocol);
  return { id: protocol.id, documentId: document.id, title: document.title };
}

/**
 * Logs one value of one component on one day, and tells the other features (webhooks). An archived
 * protocol still takes entries (its history can be corrected); a deleted one is gone (404).
 */
export async function createEntry(
  { db, events }: EventDeps,
  userId: number,
  protocolId: number,
  input: CustomEntryCreate,
): Promise<CustomEntry> {
  const protocol = await liveProtocol(db, userId, protocolId);
  const entry = { componentId: input.componentId, value: input.value ?? null, text: input.text ?? null };
  const document = documentOf(protocol);
  checkFit(document, entry);
  const [row] = await db
    .insert(customProtocolEntries)
    .values({ userId, protocolId, ...entry, localDay: input.date, note: input.note ?? null, source: input.source })
    .returning();
  const created = toCustomEntry(row!);
  // checkFit has found the component: an entry names one the document has.
  const label = document.components.find((component) => component.id === created.componentId)?.label ?? created.componentId;
  await events.emit('protocolEntry.created', {
    db,
    userId,
    protocol: protocolRefOf(protocol),
    component: { id: created.componentId, label },
    entry: created,
  });
  return created;
}

/** Corrects an entry's value, text or note; the result must still fit its component. */
export async function patchEntry(
  db: Database,
  userId: number,
  protocolId: number,
  entryId: number,
  patch: EntryPatch,
): Promise<CustomEntry> {
  const protocol = await liveProtocol(db, userId, protocolId);
  const [current] = await db
    .select()
    .from(customProtocolEntries)
    .where(ownEntry(userId, protocolId, entryId));
  if (!current) throw notFound(ENTRY_NOT_FOUND);
  const value = patch.value ?? current.value;
  const text = patch.text ?? current.text;
  checkFit(documentOf(protocol), { componentId: current.componentId ?? '', value, text });
  const [row] = await db
    .update(customProtocolEntries)
    .set({ value, text, ...(patch.note === undefined ? {} : { note: patch.note }), updatedAt: sql`now()` })
    .where(ownEntry(userId, protocolId, entryId))
    .returning();
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return toCustomEntry(row);
}

/** Removes an entry and answers it whole, so a client's Undo can post it again. */
export async function deleteEntry(db: Database, userId: number, protocolId: number, entryId: number): Promise<CustomEntry> {
  await liveProtocol(db, userId, protocolId);
  const [row] = await db
    .delete(customProtocolEntries)
    .where(ownEntry(userId, protocolId, entryId))
    .returning();
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return toCustomEntry(row);
}
