import { sameFirstUseCheck } from '@uh/core/custom-protocols/protocol-safety.logic';
import {
  MAX_PROTOCOLS_PER_PERSON,
  type customProtocolCreateSchema,
  type customProtocolPatchSchema,
  type CustomProtocol,
} from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { customProtocols } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';
import { insertWithinCap, lockPersonCap, type PersonCap } from '../../lib/per-person-cap';
import { violatedUniqueConstraint } from '../../lib/pg-errors';
import {
  countLiveProtocols,
  documentOf,
  duplicateDocumentMessage,
  liveProtocol,
  nextPosition,
  PROTOCOLS_CAP,
  purgeExpiredDeletions,
  type Queryable,
  toCustomProtocol,
  updateLiveProtocol,
} from './custom-protocols.storage';

type ProtocolCreate = z.output<typeof customProtocolCreateSchema>;
type ProtocolPatch = z.output<typeof customProtocolPatchSchema>;

export const protocolsCap = (userId: number): PersonCap => ({
  name: PROTOCOLS_CAP,
  max: MAX_PROTOCOLS_PER_PERSON,
  count: (tx) => countLiveProtocols(tx, userId),
  message: `You can have at most ${MAX_PROTOCOLS_PER_PERSON} protocols: delete one first (archived ones count too)`,
});

/** Runs a write that may give a live protocol a document id another live one holds: a 409 naming it. */
export async function withUniqueDocumentId<T>(documentId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'custom_protocols_user_document_key') throw conflict(duplicateDocumentMessage(documentId));
    throw error;
  }
}

async function refuseTakenDocumentId(db: Queryable, userId: number, documentId: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: customProtocols.id })
    .from(customProtocols)
    .where(
      and(
        eq(customProtocols.userId, userId),
        eq(customProtocols.documentId, documentId),
        isNull(customProtocols.deletedAt),
        ...(exceptId === undefined ? [] : [ne(customProtocols.id, exceptId)]),
      ),
    );
  if (taken) throw conflict(duplicateDocumentMessage(documentId));
}

/** The person's protocols in their order, archived ones included. */
export async function listProtocols(db: Database, userId: number): Promise<CustomProtocol[]> {
  const rows = await db
    .select()
    .from(customProtocols)
    .where(and(eq(customProtocols.userId, userId), isNull(customProtocols.deletedAt)))
    .orderBy(asc(customProtocols.position), asc(customProtocols.id));
  return rows.map(toCustomProtocol);
}

export async function getProtocol(db: Database, userId: number, id: number): Promise<CustomProtocol> {
  return toCustomProtocol(await liveProtocol(db, userId, id));
}

/** Adds a protocol at the end of the person's list, within the cap (counted and inserted as one step). */
export async function createProtocol(db: Database, userId: number, input: ProtocolCreate): Promise<CustomProtocol> {
  const { document } = input;
  const row = await withUniqueDocumentId(document.id, () =>
    insertWithinCap(db, userId, protocolsCap(userId), async (tx) => {
      await purgeExpiredDeletions(tx, userId);
      await refuseTakenDocumentId(tx, userId, document.id);
      const [inserted] = await tx
        .insert(customProtocols)
        .values({
          userId,
          documentId: document.id,
          document,
          position: await nextPosition(tx, userId),
          onDashboard: input.onDashboard ?? true,
          onChecklist: input.onChecklist ?? true,
        })
        .returning();
      return inserted!;
    }),
  );
  return toCustomProtocol(row);
}

/** A new version of the document; entries of components it no longer has are kept, unshown. */
export async function replaceProtocol(db: Database, userId: number, id: number, document: ProtocolDocument): Promise<CustomProtocol> {
  const current = await liveProtocol(db, userId, id);
  await refuseTakenDocumentId(db, userId, document.id, id);
  const row = await withUniqueDocumentId(document.id, () =>
    updateLiveProtocol(db, userId, id, {
      documentId: document.id,
      document,
      // Different questions, or a risk screen not read yet, are asked again.
      ...(sameFirstUseCheck(documentOf(current), document) ? {} : { safetyAcknowledgedAt: null }),
    }),
  );
  return toCustomProtocol(row);
}

export async function patchProtocol(db: Database, userId: number, id: number, patch: ProtocolPatch): Promise<CustomProtocol> {
  const row = await updateLiveProtocol(db, userId, id, {
    ...(patch.archived === undefined ? {} : { archived: patch.archived }),
    ...(patch.onDashboard === undefined ? {} : { onDashboard: patch.onDashboard }),
    ...(patch.onChecklist === undefined ? {} : { onChecklist: patch.onChecklist }),
    ...(patch.safetyAcknowledged ? { safetyAcknowledgedAt: sql`now()` } : {}),
  });
  return toCustomProtocol(row);
}

/** Puts the person's protocols in the order given; `ids` must name each of them once. */
export async function orderProtocols(db: Database, userId: number, ids: readonly number[]): Promise<CustomProtocol[]> {
  await db.transaction(async (tx) => {
    // Under the cap's lock, so no protocol is added or restored between the check and the update.
    await lockPersonCap(tx, PROTOCOLS_CAP, userId);
    const live = await tx
      .select({ id: customProtocols.id })
      .from(customProtocols)
      .where(and(eq(customProtocols.userId, userId), isNull(customProtocols.deletedAt)));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== live.length || live.some((row) => !given.has(row.id))) {
      throw badRequest('ids must list each of your protocols exactly once');
    }
    await tx.execute(sql`
      UPDATE custom_protocols AS protocol SET position = ordered.place - 1
      FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) WITH ORDINALITY AS ordered(id, place)
      WHERE protocol.id = ordered.id::int AND protocol.user_id = ${userId}`);
  });
  return listProtocols(db, userId);
}
