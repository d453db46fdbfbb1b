import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import type { InsightFactor, InsightOutcome } from '@uh/core/insights/insights.schema';
import type { ExportedFactor, ExportedOutcome } from '@uh/core/settings/export-questions.schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customProtocols } from '../../db/schema';
import type { OwnProtocol } from '../../lib/daily-series/own-protocol-ports';
import type { Transaction } from '../../lib/per-person-cap';

/*
 * A pair or an experiment names one of the person's own protocols by its database id; the export
 * names it by its document id, unique among the person's live protocols, so the reference survives
 * the move to another account, where the protocol gets a new id.
 */

type Queryable = Database | Transaction;

/** The person's live protocols (a deleted one is not exported, nor anything naming it). */
export async function liveProtocols(db: Queryable, userId: number): Promise<OwnProtocol[]> {
  const rows = await db
    .select({ id: customProtocols.id, document: customProtocols.document, archived: customProtocols.archived })
    .from(customProtocols)
    .where(and(eq(customProtocols.userId, userId), isNull(customProtocols.deletedAt)));
  return rows.map((row) => ({ id: row.id, document: row.document as ProtocolDocument, archived: row.archived }));
}

type Own<T> = Extract<T, { kind: 'customProtocol' | 'customComponent' }>;
const isOwn = <T extends { kind: string }>(ref: T): ref is Own<T> => ref.kind === 'customProtocol' || ref.kind === 'customComponent';

/** The file's form of a reference: `protocol` (a document id) in place of `protocolId`; undefined for a protocol no longer live. */
export function toFileRef(ref: InsightFactor, documentIdOf: ReadonlyMap<number, string>): ExportedFactor | undefined;
export function toFileRef(ref: InsightOutcome, documentIdOf: ReadonlyMap<number, string>): ExportedOutcome | undefined;
export function toFileRef(ref: InsightFactor | InsightOutcome, documentIdOf: ReadonlyMap<number, string>) {
  if (!isOwn(ref)) return ref;
  const protocol = documentIdOf.get(ref.protocolId);
  if (protocol === undefined) return undefined;
  // In the schema's order, whatever order the stored JSON keeps its keys in.
  return 'componentId' in ref ? { kind: ref.kind, protocol, componentId: ref.componentId } : { kind: ref.kind, protocol };
}

/** The account's form of a file's reference: the id its protocol has in the importing account. */
export function fromFileRef(ref: ExportedFactor, idOf: ReadonlyMap<string, number>): InsightFactor | undefined;
export function fromFileRef(ref: ExportedOutcome, idOf: ReadonlyMap<string, number>): InsightOutcome | undefined;
export function fromFileRef(ref: ExportedFactor | ExportedOutcome, idOf: ReadonlyMap<string, number>) {
  if (!isOwn(ref)) return ref;
  const { protocol, ...rest } = ref;
  const protocolId = idOf.get(protocol);
  return protocolId === undefined ? undefined : { ...rest, protocolId };
}

/** The document id a file's reference names, if it names one of the person's own protocols. */
export const namedProtocol = (ref: ExportedFactor | ExportedOutcome): string | null => (isOwn(ref) ? ref.protocol : null);
