import { customHabitStrength } from '@uh/core/custom-protocols/custom-habit-strength.logic';
import { dayStats } from '@uh/core/custom-protocols/day-stats.logic';
import { evaluateDays } from '@uh/core/custom-protocols/day-state.logic';
import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared-sql';
import { versionedCache } from './versioned-cache';

/** Where a protocol stands on a day: habit strength (0–100) and the streak, from its whole history. */
export type Standing = { strength: number; streak: number };

/** Standings kept: for this many protocols, this many days (range ends) each. */
const kept = versionedCache<Standing>({ protocols: 20_000, rangesPerProtocol: 4 });

const id = sql.placeholder('protocolId');
const from = sql.placeholder('from');
const to = sql.placeholder('to');

type Range = { protocolId: number; from: string; to: string };

// Only what the evaluation needs, dates as text: no timestamps to turn into dates, row by row.
const entryFacts = preparedSql<
  { component_id: string | null; day: string; value: number | null; text: string | null; state: string },
  Range
>(
  'custom_protocol_history_entries',
  sql`SELECT component_id, local_day::text AS day, value, text, state FROM custom_protocol_entries
      WHERE protocol_id = ${id} AND local_day BETWEEN ${from}::date AND ${to}::date ORDER BY local_day, id`,
);
const pauseSpans = preparedSql<{ from: string; to: string }, Range>(
  'custom_protocol_history_pauses',
  sql`SELECT from_day::text AS from, to_day::text AS to FROM custom_protocol_pauses
      WHERE protocol_id = ${id} AND from_day <= ${to}::date AND to_day >= ${from}::date`,
);
const loggedEverythingOn = preparedSql<{ day: string }, { userId: number; from: string; to: string }>(
  'custom_protocol_history_logged_everything',
  sql`SELECT local_day::text AS day FROM logged_everything_days
      WHERE user_id = ${sql.placeholder('userId')} AND local_day BETWEEN ${from}::date AND ${to}::date`,
);

/** Habit strength and the streak on `to`, the protocol's days evaluated from `start`. */
async function workOutStanding(db: Database, userId: number, protocolId: number, document: ProtocolDocument, start: string, to: string) {
  const range = { protocolId, from: start, to };
  const [entries, pauses, logged] = await Promise.all([
    entryFacts(db, range),
    pauseSpans(db, range),
    loggedEverythingOn(db, { userId, from: start, to }),
  ]);
  const facts = entries
    .filter((row) => row.state === 'value')
    .map((row) => ({ componentId: row.component_id ?? '', date: row.day, value: row.value, text: row.text }));
  const skips = new Map(entries.filter((row) => row.state === 'skipped').map((row) => [row.day, null]));
  const evaluated = evaluateDays(document, start, to, facts, {
    skips,
    pauses,
    loggedEverything: new Set(logged.map((row) => row.day)),
  });
  return {
    strength: Math.round(customHabitStrength(document, evaluated) * 100),
    streak: dayStats(evaluated, document.schedule).streak,
  };
}

/**
 * Where the protocol stands on `to`, worked out from `start` again only when its history changed
 * (`version` moved) or for a day not asked for before: the history is read once, the pages that
 * follow read their range only (docs/decisions/0034, "Reading at scale"). `version` is read before
 * the history, so a change made between the two is at worst worked out twice, never missed.
 */
export async function standingOn(
  db: Database,
  protocol: { id: number; userId: number; document: ProtocolDocument },
  history: { version: number; start: string; to: string },
): Promise<Standing> {
  const key = `${history.start}|${history.to}`;
  const known = kept.get(db, protocol.id, history.version, key);
  if (known) return known;
  const standing = await workOutStanding(db, protocol.userId, protocol.id, protocol.document, history.start, history.to);
  kept.set(db, protocol.id, history.version, key, standing);
  return standing;
}
