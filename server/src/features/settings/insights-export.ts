import { MAX_INSIGHT_PAIRS, pairKeyOf, type InsightFactor, type InsightLag, type InsightOutcome } from '@uh/core/insights/insights.schema';
import type { ExportRecords, ImportResult } from '@uh/core/settings/export.schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insightPairs } from '../../db/schema';
import { checkPairRefs } from '../../lib/daily-series/labels';
import { HttpError, badRequest, conflict } from '../../lib/http-error';
import { lockPersonCap, type Transaction } from '../../lib/per-person-cap';
import type { AllRecords, RecordOf } from './export-records';
import { fromFileRef, liveProtocols, namedProtocol, toFileRef } from './question-refs';

type Queryable = Database | Transaction;
type PairRecord = RecordOf<'insightPairs'>;

/** The cap the insights feature counts pairs under (insights.service.ts), held here for the import's length. */
const INSIGHT_PAIRS_CAP = 'insight-pairs';

/**
 * The person's stored pairs as the export writes them: every pair they added and every suggestion
 * they hid (or showed again), oldest first. The answer worked out for them is derived and left out.
 * A pair naming a protocol deleted since cannot be named in another account and is left out too.
 */
export async function readInsightPairRecords(
  db: Queryable,
  userId: number,
  documentIdOf: ReadonlyMap<number, string>,
): Promise<PairRecord[]> {
  const rows = await db
    .select()
    .from(insightPairs)
    .where(eq(insightPairs.userId, userId))
    .orderBy(asc(insightPairs.createdAt), asc(insightPairs.id));
  return rows.flatMap((row) => {
    const factor = toFileRef(row.factor as InsightFactor, documentIdOf);
    const outcome = toFileRef(row.outcome as InsightOutcome, documentIdOf);
    if (!factor || !outcome) return [];
    const origin = row.origin === 'added' ? 'added' : 'suggested';
    return [{ factor, outcome, lag: row.lag as InsightLag, origin, hidden: row.hidden, createdAt: row.createdAt.toISOString() }];
  });
}

/** The question a pair asks, in the file's terms: the same in the account and in the file when they name the same protocols. */
const questionOf = ({ factor, outcome, lag }: PairRecord) => [refKey(factor), refKey(outcome), lag].join('~');
const refKey = (ref: PairRecord['factor'] | PairRecord['outcome']) =>
  [ref.kind, 'protocol' in ref ? ref.protocol : '', 'componentId' in ref ? ref.componentId : '', 'metric' in ref ? ref.metric : ''].join(
    '|',
  );

/**
 * Settles which of the file's pairs the account takes, before anything is written: one the account
 * already asks (same question) or that the file asked earlier is skipped (the person's own choice
 * stands), and a pair naming a protocol neither the file nor the account has is refused (400).
 * The cap is the API's, counted on the pairs added (suggestions are worked out on every read, not
 * stored): past MAX_INSIGHT_PAIRS, nothing is imported (409). Holds the cap's lock to the end.
 */
export async function planInsightPairImport(
  tx: Transaction,
  userId: number,
  records: ExportRecords,
  existing: AllRecords,
  result: ImportResult,
): Promise<PairRecord[]> {
  await lockPersonCap(tx, INSIGHT_PAIRS_CAP, userId);
  const given = records.insightPairs ?? [];
  const known = new Set([...(records.customProtocols ?? []), ...existing.customProtocols].map((protocol) => protocol.document.id));
  given.forEach((pair, index) => {
    for (const [field, ref] of [
      ['factor', pair.factor],
      ['outcome', pair.outcome],
    ] as const) {
      const protocol = namedProtocol(ref);
      if (protocol !== null && !known.has(protocol)) {
        throw badRequest(`records.insightPairs.${index}.${field}.protocol: no protocol "${protocol}" in this file`);
      }
    }
  });
  const seen = new Set(existing.insightPairs.map(questionOf));
  const pairs = given.filter((pair) => {
    const question = questionOf(pair);
    if (seen.has(question)) return false;
    seen.add(question);
    return true;
  });
  const added = (list: PairRecord[]) => list.filter((pair) => pair.origin === 'added').length;
  // The account's own are counted in the table, as the API counts them: one naming a deleted protocol counts too.
  const [held] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(insightPairs)
    .where(and(eq(insightPairs.userId, userId), eq(insightPairs.origin, 'added')));
  if (held!.count + added(pairs) > MAX_INSIGHT_PAIRS) {
    throw conflict(
      `This file has ${added(pairs)} pairs you do not have and you have ${held!.count}: together they pass the ${MAX_INSIGHT_PAIRS} you can have. Nothing was imported.`,
    );
  }
  // Counted only when the file has the type, so the answer to an older file is what it was.
  if (records.insightPairs !== undefined) {
    result.imported.insightPairs = pairs.length;
    result.skipped.insightPairs = given.length - pairs.length;
  }
  return pairs;
}

/**
 * Writes the planned pairs, after the protocols: each names its protocols by the ids they have in
 * this account now (an imported protocol's new id, or the account's own protocol of that document
 * id), and is held to the API's rules on them (a component with a number). The stored answer is
 * not touched: the pairs are part of what it was worked out from, so the next read works it out again.
 */
export async function writeInsightPairImport(tx: Transaction, userId: number, pairs: PairRecord[], given: PairRecord[]): Promise<void> {
  if (pairs.length === 0) return;
  const protocols = await liveProtocols(tx, userId);
  const idOf = new Map(protocols.map((protocol) => [protocol.document.id, protocol.id]));
  const byId = new Map(protocols.map((protocol) => [protocol.id, protocol]));
  const rows = pairs.map((pair) => {
    const index = given.indexOf(pair);
    const factor = fromFileRef(pair.factor, idOf)!;
    const outcome = fromFileRef(pair.outcome, idOf)!;
    try {
      checkPairRefs(factor, outcome, byId);
    } catch (error) {
      if (error instanceof HttpError) throw badRequest(`records.insightPairs.${index}.${error.message}`);
      throw error;
    }
    const question = { factor, outcome, lag: pair.lag };
    return { userId, key: pairKeyOf(question), ...question, origin: pair.origin, hidden: pair.hidden, createdAt: new Date(pair.createdAt) };
  });
  // Two questions of the file may name the same pair here (a protocol the account already had): the first stands.
  await tx
    .insert(insightPairs)
    .values(rows)
    .onConflictDoNothing({ target: [insightPairs.userId, insightPairs.key] });
}
