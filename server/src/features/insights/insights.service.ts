import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import {
  INSIGHT_WINDOW_DAYS,
  MAX_INSIGHT_PAIRS,
  pairKeyOf,
  type Insight,
  type InsightPairCreate,
  type InsightsAnswer,
} from '@uh/core/insights/insights.schema';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { insertWithinCap, type PersonCap } from '../../lib/per-person-cap';
import { insightsOf } from './insight-answer';
import type { Window } from '../../lib/daily-series/built-in-days';
import { checkPairRefs } from '../../lib/daily-series/labels';
import { deletePairRow, insertPair, setHidden, storedPairs, type PairView } from './insight-pairs.storage';
import { dataVersion, storeAnswer, storedAnswer } from './insight-results.storage';
import { readSeries } from './insight-series';
import { everLogged, keyed, suggestedPairs } from './insight-suggestions';
import type { InsightsPorts, OwnProtocol } from './insights-ports';

export type InsightsDeps = { db: Database; ports: InsightsPorts };
/** Whose insights: the signed-in person (or the one the nightly round claimed), in their time zone. */
export type InsightsOwner = { id: number; timeZone: string };

export const PAIR_NOT_FOUND = 'Pair not found';
export const SUGGESTED_NOT_DELETED = 'A suggested pair can be hidden, not deleted';
const DUPLICATE_PAIR = 'You already have this pair';
const TOO_MANY_PAIRS = `You can have at most ${MAX_INSIGHT_PAIRS} pairs: delete one you added first`;

/** The last INSIGHT_WINDOW_DAYS local days, today included. */
const windowOf = (owner: InsightsOwner, now = new Date()): Window => {
  const to = localDateOf(now, owner.timeZone);
  return { from: addDays(to, -(INSIGHT_WINDOW_DAYS - 1)), to };
};

type PairsState = { pairs: PairView[]; protocols: Map<number, OwnProtocol> };

/**
 * Every pair the person has, in the order cards show them: the current suggestions (hidden or not),
 * then the pairs they added, oldest first. A suggestion that no longer applies (its protocol
 * archived) drops out, even if its row, kept from hiding it, remains; an added pair stays.
 */
async function pairsState(deps: InsightsDeps, userId: number): Promise<PairsState> {
  const [logged, own, stored] = await Promise.all([
    everLogged(deps.db, userId),
    deps.ports.ownProtocols(deps.db, userId),
    storedPairs(deps.db, userId),
  ]);
  const storedOf = new Map(stored.map((pair) => [pair.key, pair]));
  const suggested = suggestedPairs(logged, own)
    .map(keyed)
    .filter((pair) => storedOf.get(pair.key)?.origin !== 'added')
    .map((pair): PairView => ({ ...pair, origin: 'suggested', hidden: storedOf.get(pair.key)?.hidden ?? false }));
  const added = stored.filter((pair) => pair.origin === 'added');
  return { pairs: [...suggested, ...added], protocols: new Map(own.map((protocol) => [protocol.id, protocol])) };
}

async function compute(deps: InsightsDeps, owner: InsightsOwner, window: Window): Promise<InsightsAnswer> {
  const { pairs, protocols } = await pairsState(deps, owner.id);
  const series = await readSeries(deps.db, deps.ports, { userId: owner.id, window, pairs, protocols });
  return { computedAt: new Date().toISOString(), insights: insightsOf(owner.id, pairs, series, protocols) };
}

/**
 * Works the answer out again and keeps it. The fingerprint is read before the data, so a change
 * made while this runs leaves a stored answer whose fingerprint no longer matches: the next read
 * works it out again rather than keeping a stale one.
 */
export async function recomputeInsights(deps: InsightsDeps, owner: InsightsOwner): Promise<InsightsAnswer> {
  const window = windowOf(owner);
  const version = await dataVersion(deps.db, owner.id, window);
  const answer = await compute(deps, owner, window);
  await storeAnswer(deps.db, owner.id, answer, version);
  return answer;
}

/** GET /api/insights: the stored answer while nothing it was worked out from has changed, else a fresh one. */
export async function readInsights(deps: InsightsDeps, owner: InsightsOwner): Promise<InsightsAnswer> {
  const window = windowOf(owner);
  const [version, stored] = await Promise.all([dataVersion(deps.db, owner.id, window), storedAnswer(deps.db, owner.id)]);
  if (stored && stored.dataVersion === version) return stored.answer;
  const answer = await compute(deps, owner, window);
  await storeAnswer(deps.db, owner.id, answer, version);
  return answer;
}

const insightOf = (answer: InsightsAnswer, key: string): Insight => {
  const insight = answer.insights.find((candidate) => candidate.key === key);
  if (!insight) throw notFound(PAIR_NOT_FOUND);
  return insight;
};

/**
 * Adds a question of the person's own. The cap counts every pair they have, suggestions included
 * (each one makes every test stricter); the count and the insert run under the person's cap lock,
 * so parallel requests cannot pass it together.
 */
export async function createPair(deps: InsightsDeps, owner: InsightsOwner, input: InsightPairCreate): Promise<Insight> {
  const { factor, outcome, lag } = input;
  const before = await pairsState(deps, owner.id);
  checkPairRefs(factor, outcome, before.protocols);
  const pair: PairView = { key: pairKeyOf(input), factor, outcome, lag, origin: 'added', hidden: false };
  const suggestedKeys = new Set(before.pairs.filter((entry) => entry.origin === 'suggested').map((entry) => entry.key));
  const cap: PersonCap = {
    name: 'insight-pairs',
    max: MAX_INSIGHT_PAIRS,
    count: async (tx) => {
      const added = (await storedPairs(tx, owner.id)).filter((entry) => entry.origin === 'added');
      if (suggestedKeys.has(pair.key) || added.some((entry) => entry.key === pair.key)) throw conflict(DUPLICATE_PAIR);
      return new Set([...suggestedKeys, ...added.map((entry) => entry.key)]).size;
    },
    message: TOO_MANY_PAIRS,
  };
  await insertWithinCap(deps.db, owner.id, cap, (tx) => insertPair(tx, owner.id, pair));
  return insightOf(await recomputeInsights(deps, owner), pair.key);
}

async function pairOf(deps: InsightsDeps, userId: number, key: string): Promise<PairView> {
  const pair = (await pairsState(deps, userId)).pairs.find((candidate) => candidate.key === key);
  if (!pair) throw notFound(PAIR_NOT_FOUND);
  return pair;
}

/** Hides a pair (it leaves the tests, so the others' correction changes too) or shows it again. */
export async function patchPair(deps: InsightsDeps, owner: InsightsOwner, key: string, hidden: boolean): Promise<Insight> {
  await setHidden(deps.db, owner.id, await pairOf(deps, owner.id, key), hidden);
  return insightOf(await recomputeInsights(deps, owner), key);
}

/** Deletes an added pair; the next read works the answer out again (the pairs are in its fingerprint). */
export async function deletePair(deps: InsightsDeps, owner: InsightsOwner, key: string): Promise<void> {
  const pair = await pairOf(deps, owner.id, key);
  if (pair.origin === 'suggested') throw conflict(SUGGESTED_NOT_DELETED);
  await deletePairRow(deps.db, owner.id, key);
}
