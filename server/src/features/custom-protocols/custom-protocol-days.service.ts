import type { CustomDay, CustomDays, CustomEntry, EveryProtocolsDays } from '@uh/core/custom-protocols/custom-protocols.schema';
import { dayStats } from '@uh/core/custom-protocols/day-stats.logic';
import { evaluateDays, type EvaluatedDay } from '@uh/core/custom-protocols/day-state.logic';
import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import type { Database } from '../../db/client';
import { readEveryRange, readRange, type RangeHistory } from './custom-protocol-days.range-read';
import { standingOn } from './custom-protocol-days.standing';
import { documentOf, type ProtocolRow } from './custom-protocols.storage';

export type DayRange = { from: string; to: string };

/**
 * A range of the protocol's days as a client shows them: each day's state, figures and entries,
 * and the counts per state over the range. Habit strength and the streak need the days before the
 * range too, from the first entry (or the range's start, if earlier): they are kept until the
 * protocol's history changes (custom-protocol-days.standing.ts), so a read costs what its range holds.
 */
export async function readDays(db: Database, protocol: ProtocolRow, range: DayRange): Promise<CustomDays> {
  const history = await readRange(db, { protocolId: protocol.id, userId: protocol.userId, ...range });
  return daysFrom(db, { id: protocol.id, userId: protocol.userId, document: documentOf(protocol) }, history, range);
}

/**
 * The same range for every protocol the person keeps (neither archived nor deleted), in their
 * order: each answer is what `readDays` answers for that protocol, its rows read for all at once.
 */
export async function readEveryProtocolsDays(db: Database, userId: number, range: DayRange): Promise<EveryProtocolsDays> {
  const kept = await readEveryRange(db, { userId, ...range });
  const protocols = await Promise.all(
    kept.map(async ({ protocol, history }) => ({ id: protocol.id, ...(await daysFrom(db, protocol, history, range)) })),
  );
  return { protocols };
}

type ProtocolOf = { id: number; userId: number; document: ProtocolDocument };

async function daysFrom(db: Database, protocol: ProtocolOf, history: RangeHistory, range: DayRange): Promise<CustomDays> {
  const { document } = protocol;
  const start = history.first !== null && history.first < range.from ? history.first : range.from;
  const standing = await standingOn(db, protocol, { version: history.version, start, to: range.to });
  const facts = history.values.map((entry) => ({ componentId: entry.componentId, date: entry.date, value: entry.value, text: entry.text }));
  // Each day's state depends on that day alone, so the range is evaluated on its own.
  const evaluated = evaluateDays(document, range.from, range.to, facts, {
    skips: history.skips,
    pauses: history.pauses,
    loggedEverything: history.loggedEverything,
  });

  const shown = new Set(document.components.map((component) => component.id));
  const entriesByDay = new Map<string, CustomEntry[]>();
  for (const entry of history.values) {
    // Entries of components the document no longer has are kept, but not shown.
    if (!shown.has(entry.componentId)) continue;
    const list = entriesByDay.get(entry.date) ?? [];
    list.push(entry);
    entriesByDay.set(entry.date, list);
  }
  const dayOf = (day: EvaluatedDay): CustomDay => ({
    date: day.date,
    state: day.state,
    scheduled: day.scheduled,
    figures: day.figures,
    skipReason: history.skips.get(day.date) ?? null,
    loggedEverything: history.loggedEverything.has(day.date),
    entries: entriesByDay.get(day.date) ?? [],
  });

  return {
    days: evaluated.map(dayOf),
    pauses: history.pauses,
    strength: standing.strength,
    counts: dayStats(evaluated, document.schedule).counts,
    streak: standing.streak,
  };
}

/** One day of the protocol, as the days range shows it. */
export async function readDay(db: Database, protocol: ProtocolRow, date: string): Promise<CustomDay> {
  const { days } = await readDays(db, protocol, { from: date, to: date });
  return days[0]!;
}
