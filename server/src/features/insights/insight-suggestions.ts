import {
  BUILT_IN_FACTOR_PROTOCOLS,
  pairKeyOf,
  type InsightFactor,
  type InsightOutcome,
  type InsightPairCreate,
} from '@uh/core/insights/insights.schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { BuiltInFactor } from '../../lib/daily-series/built-in-days';
import { PROTOCOL_COMPLETION } from '../../lib/protocol-completion';
import type { OwnProtocol } from './insights-ports';

/** Suggestions stay few: every pair shown makes each test stricter (Benjamini–Hochberg). */
export const MAX_SUGGESTED_PAIRS = 12;

export type { BuiltInFactor };

const CHECK_IN_TEMPLATES = new Set(['morning-check-in', 'evening-check-in']);

/** The built-in protocols the person has logged at least once, ever. */
export async function everLogged(db: Database, userId: number): Promise<Set<BuiltInFactor>> {
  const checks = BUILT_IN_FACTOR_PROTOCOLS.map(
    (protocol) =>
      sql`SELECT ${protocol}::text AS protocol WHERE EXISTS (SELECT 1 FROM ${PROTOCOL_COMPLETION[protocol].table} WHERE user_id = ${userId})`,
  );
  const result = await db.execute<{ protocol: BuiltInFactor }>(sql.join(checks, sql` UNION ALL `));
  return new Set(result.rows.map((row) => row.protocol));
}

const isCheckIn = (protocol: OwnProtocol) =>
  CHECK_IN_TEMPLATES.has(protocol.document.id) || protocol.document.components.some((component) => component.kind === 'scale');

/**
 * The pairs offered without being asked (docs/product.md, "What works for me"): each built-in
 * protocol the person logs against HRV and sleep the next night, a fast's hours against the next
 * day's weight, and each of their own protocols (check-ins aside) against HRV the next night and,
 * when they keep a check-in, that day's mood (or its first scale). In this order, at most 12.
 */
export function suggestedPairs(logged: ReadonlySet<BuiltInFactor>, protocols: readonly OwnProtocol[]): InsightPairCreate[] {
  const hrv: InsightOutcome = { kind: 'biometric', metric: 'hrvMs' };
  const pairs: InsightPairCreate[] = [];
  const add = (factor: InsightFactor, outcome: InsightOutcome, lag: InsightPairCreate['lag']) => pairs.push({ factor, outcome, lag });
  for (const protocol of BUILT_IN_FACTOR_PROTOCOLS.filter((key) => logged.has(key))) {
    add({ kind: 'protocol', protocol }, hrv, 'nextNight');
    add({ kind: 'protocol', protocol }, { kind: 'biometric', metric: 'sleepHours' }, 'nextNight');
  }
  if (logged.has('fasting')) add({ kind: 'protocolAmount', protocol: 'fasting' }, { kind: 'biometric', metric: 'weightKg' }, 'nextDay');

  const active = protocols.filter((protocol) => !protocol.archived);
  const checkIn = active.find(isCheckIn);
  const scales = checkIn?.document.components.filter((component) => component.kind === 'scale') ?? [];
  const mood = scales.find((component) => component.id === 'mood') ?? scales[0];
  for (const protocol of active.filter((candidate) => !isCheckIn(candidate))) {
    add({ kind: 'customProtocol', protocolId: protocol.id }, hrv, 'nextNight');
    if (checkIn && mood)
      add(
        { kind: 'customProtocol', protocolId: protocol.id },
        { kind: 'customComponent', protocolId: checkIn.id, componentId: mood.id },
        'sameDay',
      );
  }
  return pairs.slice(0, MAX_SUGGESTED_PAIRS);
}

export const keyed = (pair: InsightPairCreate) => ({ ...pair, key: pairKeyOf(pair) });
