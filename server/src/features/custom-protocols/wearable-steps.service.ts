import { localDateOf } from '@uh/core/common/calendar.logic';
import type { CustomEntry } from '@uh/core/custom-protocols/custom-protocols.schema';
import {
  mostStepsPerDay,
  planStepsEntries,
  stepsComponentIds,
  type StepsEntry,
  type StepsTarget,
  WEARABLE_ENTRY_SOURCE,
} from '@uh/core/wearables/steps-entries.logic';
import { and, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { biometricLogs, customProtocolEntries, customProtocols } from '../../db/schema';
import type { AppEvents } from '../../lib/app-events';
import type { Transaction } from '../../lib/per-person-cap';
import { protocolRefOf } from './custom-protocol-entries.service';
import { documentOf, type ProtocolRow, toCustomEntry } from './custom-protocols.storage';

type DaySteps = { localDay: string; steps: number };

/** An entry a sync added, or whose value it changed: told as `protocolEntry.created` once the sync has committed. */
export type StepsEntryWritten = Omit<AppEvents['protocolEntry.created'], 'db'>;

// Hundreds of rows per statement: few round trips, far below PostgreSQL's 65,535 parameters.
const BATCH_ROWS = 500;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH_ROWS) out.push(items.slice(start, start + BATCH_ROWS));
  return out;
}

/** The person's live protocols (not archived, not deleted) by id, and the steps components they hold, each from the day it was added. */
async function stepsTargets(tx: Transaction, userId: number, timeZone: string) {
  const protocols = await tx
    .select()
    .from(customProtocols)
    .where(and(eq(customProtocols.userId, userId), eq(customProtocols.archived, false), isNull(customProtocols.deletedAt)));
  const targets: StepsTarget[] = protocols.flatMap((protocol) =>
    stepsComponentIds(documentOf(protocol)).map((componentId) => ({
      protocolId: protocol.id,
      componentId,
      firstDay: localDateOf(protocol.createdAt, timeZone),
    })),
  );
  return { targets, protocols: new Map(protocols.map((protocol) => [protocol.id, protocol])) };
}

/** The most steps any of the person's remaining imported readings counted on each of the days. */
async function storedSteps(tx: Transaction, userId: number, days: readonly string[]): Promise<DaySteps[]> {
  const counted: DaySteps[] = [];
  for (const batch of batches(days)) {
    const stored = await tx
      .select({ localDay: biometricLogs.localDay, steps: max(biometricLogs.steps) })
      .from(biometricLogs)
      .where(
        and(
          eq(biometricLogs.userId, userId),
          eq(biometricLogs.imported, true),
          isNotNull(biometricLogs.steps),
          inArray(biometricLogs.localDay, batch),
        ),
      )
      .groupBy(biometricLogs.localDay);
    for (const row of stored) if (row.steps !== null) counted.push({ localDay: row.localDay, steps: row.steps });
  }
  return counted;
}

async function existingEntries(tx: Transaction, userId: number, protocolIds: number[], days: readonly string[]): Promise<StepsEntry[]> {
  const existing: StepsEntry[] = [];
  for (const batch of batches(days)) {
    const rows = await tx
      .select({
        id: customProtocolEntries.id,
        protocolId: customProtocolEntries.protocolId,
        componentId: customProtocolEntries.componentId,
        localDay: customProtocolEntries.localDay,
        value: customProtocolEntries.value,
        source: customProtocolEntries.source,
      })
      .from(customProtocolEntries)
      .where(
        and(
          eq(customProtocolEntries.userId, userId),
          inArray(customProtocolEntries.protocolId, protocolIds),
          eq(customProtocolEntries.state, 'value'),
          inArray(customProtocolEntries.localDay, batch),
        ),
      );
    existing.push(...rows.map((entry) => ({ ...entry, componentId: entry.componentId ?? '' })));
  }
  return existing;
}

/** What the written entries tell the other features: the entry as the API shows it, its protocol and component. */
function writtenOf(userId: number, protocols: ReadonlyMap<number, ProtocolRow>, entries: CustomEntry[]): StepsEntryWritten[] {
  return entries.flatMap((entry) => {
    const protocol = protocols.get(entry.protocolId);
    if (!protocol) return [];
    const label = documentOf(protocol).components.find((component) => component.id === entry.componentId)?.label ?? entry.componentId;
    return [{ userId, protocol: protocolRefOf(protocol), component: { id: entry.componentId, label }, entry }];
  });
}

/**
 * Brings the wearable entries of the days in `days` in line with the steps counted on them: the
 * counts given (`counted`) with what the person's imported readings hold. A day left with no count
 * at all loses its wearable entries, in every protocol of the person. Answers the entries added or
 * given a new value (an unchanged one is not rewritten).
 */
async function settleDays(
  tx: Transaction,
  input: { userId: number; timeZone: string; days: readonly string[]; counted: readonly DaySteps[] },
): Promise<StepsEntryWritten[]> {
  if (input.days.length === 0) return [];
  const { targets, protocols } = await stepsTargets(tx, input.userId, input.timeZone);
  // With a count for every day there is nothing to remove, so no live steps protocol means nothing to do.
  const given = new Set(input.counted.map((day) => day.localDay));
  if (targets.length === 0 && input.days.every((day) => given.has(day))) return [];
  // One writer of a person's wearable entries at a time: two sources syncing together would each
  // find no entry for a day and both add one.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('wearable-steps'), ${input.userId})`);
  const steps = mostStepsPerDay([...input.counted, ...(await storedSteps(tx, input.userId, input.days))]);

  const uncounted = input.days.filter((day) => !steps.has(day));
  for (const batch of batches(uncounted)) {
    await tx
      .delete(customProtocolEntries)
      .where(
        and(
          eq(customProtocolEntries.userId, input.userId),
          eq(customProtocolEntries.source, WEARABLE_ENTRY_SOURCE),
          inArray(customProtocolEntries.localDay, batch),
        ),
      );
  }

  if (targets.length === 0 || steps.size === 0) return [];
  const counted = input.days.filter((day) => steps.has(day));
  const existing = await existingEntries(tx, input.userId, [...new Set(targets.map((target) => target.protocolId))], counted);
  const plan = planStepsEntries(targets, steps, existing);

  for (const batch of batches(plan.remove)) await tx.delete(customProtocolEntries).where(inArray(customProtocolEntries.id, batch));
  const written: CustomEntry[] = [];
  for (const batch of batches(plan.insert)) {
    const rows = await tx
      .insert(customProtocolEntries)
      .values(batch.map((entry) => ({ ...entry, userId: input.userId, source: WEARABLE_ENTRY_SOURCE })))
      .returning();
    written.push(...rows.map(toCustomEntry));
  }
  for (const batch of batches(plan.update)) {
    const values = sql.join(
      batch.map((entry) => sql`(${entry.id}::integer, ${entry.value}::double precision)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE custom_protocol_entries AS e SET value = v.value, updated_at = now()
      FROM (VALUES ${values}) AS v(id, value)
      WHERE e.id = v.id`);
    const rows = await tx
      .select()
      .from(customProtocolEntries)
      .where(
        inArray(
          customProtocolEntries.id,
          batch.map((entry) => entry.id),
        ),
      );
    written.push(...rows.map(toCustomEntry));
  }
  return writtenOf(input.userId, protocols, written);
}

/**
 * Gives the person's steps protocols the days' steps that a sync or an import has just written
 * (core/src/wearables/steps-entries.logic.ts), in the caller's transaction, so the readings and
 * the entries change together. `days` are the steps the source counted, kept with what the
 * person's other sources stored for those days. Answers the entries added or changed, for the
 * caller to tell once its transaction has committed.
 */
export async function fillStepsEntries(
  tx: Transaction,
  input: { userId: number; timeZone: string; days: readonly DaySteps[] },
): Promise<StepsEntryWritten[]> {
  const days = [...new Set(input.days.map((day) => day.localDay))];
  return settleDays(tx, { userId: input.userId, timeZone: input.timeZone, days, counted: input.days });
}

/**
 * After a source's readings of `days` were deleted (in the caller's transaction): each of those
 * days takes the most steps the person's remaining sources counted, and a day no source counts any
 * more loses its wearable entries (docs/wearables.md). Answers the entries given a new value.
 */
export async function resettleStepsEntries(
  tx: Transaction,
  input: { userId: number; timeZone: string; days: readonly string[] },
): Promise<StepsEntryWritten[]> {
  return settleDays(tx, { ...input, days: [...new Set(input.days)], counted: [] });
}
