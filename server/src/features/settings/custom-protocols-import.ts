import { setImmediate as nextTurn } from 'node:timers/promises';
import { MAX_PROTOCOLS_PER_PERSON } from '@uh/core/custom-protocols/custom-protocols.schema';
import { entryProblem } from '@uh/core/custom-protocols/entry-fit.logic';
import { reminderNeedsTime } from '@uh/core/custom-protocols/protocol-reminder.logic';
import type { ExportRecords, ImportResult } from '@uh/core/settings/export.schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { insertRows } from '../../db/bulk-insert';
import { customProtocolEntries, customProtocolPauses, customProtocols } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';
import { CUSTOM_PROTOCOLS_CAP, lockPersonCap, type Transaction } from '../../lib/per-person-cap';
import type { AllRecords, RecordOf } from './export-records';

/** The record types that go with a protocol: imported with it, or skipped with it. */
export const PROTOCOL_BOUND_TYPES = ['customProtocols', 'customProtocolEntries', 'customProtocolPauses'] as const;
export type ProtocolBoundType = (typeof PROTOCOL_BOUND_TYPES)[number];

export type CustomProtocolImport = {
  protocols: RecordOf<'customProtocols'>[];
  entries: RecordOf<'customProtocolEntries'>[];
  pauses: RecordOf<'customProtocolPauses'>[];
};

const INSERT_CHUNK = 500;

/**
 * A protocol's reminder as the file has it, set as of the import (so no time before it is caught
 * up on); one "at the anchor" on a schedule with no anchor to time it comes in switched off.
 */
function importedReminder(protocol: RecordOf<'customProtocols'>) {
  const reminder = protocol.reminder ?? null;
  if (reminder === null) return { reminder: null, reminderUpdatedAt: null };
  const isTimeless = reminder.time === null && reminderNeedsTime(protocol.document.schedule);
  return { reminder: isTimeless ? { ...reminder, enabled: false } : reminder, reminderUpdatedAt: new Date() };
}

/**
 * Settles which of the file's own protocols the account takes, before anything is written: a
 * protocol whose document id the account already has is skipped with its entries and pauses (the
 * person keeps their own), the others come with theirs. Holds the protocols' cap lock to the end of
 * the import, so the 50 hold whatever is added beside it; past them, nothing is imported (409).
 */
export async function planCustomProtocolImport(
  tx: Transaction,
  userId: number,
  records: ExportRecords,
  existing: AllRecords,
  result: ImportResult,
): Promise<CustomProtocolImport> {
  await lockPersonCap(tx, CUSTOM_PROTOCOLS_CAP, userId);
  const given = records.customProtocols ?? [];
  const documents = new Map(given.map((protocol) => [protocol.document.id, protocol.document]));
  if (documents.size !== given.length) {
    const index = given.findIndex((protocol, at) => given.findIndex((other) => other.document.id === protocol.document.id) !== at);
    throw badRequest(`records.customProtocols.${index}.document.id: "${given[index]!.document.id}" is in the file twice`);
  }
  const taken = new Set(existing.customProtocols.map((protocol) => protocol.document.id));
  const protocols = given.filter((protocol) => !taken.has(protocol.document.id));
  if (existing.customProtocols.length + protocols.length > MAX_PROTOCOLS_PER_PERSON) {
    throw conflict(
      `This file has ${protocols.length} protocols you do not have and you have ${existing.customProtocols.length}: together they pass the ${MAX_PROTOCOLS_PER_PERSON} you can have. Nothing was imported.`,
    );
  }
  const taking = new Set(protocols.map((protocol) => protocol.document.id));

  const named = (type: 'customProtocolEntries' | 'customProtocolPauses', protocol: string, index: number) => {
    if (!documents.has(protocol)) throw badRequest(`records.${type}.${index}.protocol: no protocol "${protocol}" in this file`);
    return taking.has(protocol);
  };
  const skipsSeen = new Set<string>();
  const entries = (records.customProtocolEntries ?? []).filter((entry, index) => {
    if (!named('customProtocolEntries', entry.protocol, index)) return false;
    const document = documents.get(entry.protocol)!;
    // Entries of a component the document no longer has are kept as they were, unshown.
    if (entry.componentId !== null && document.components.some((component) => component.id === entry.componentId)) {
      const problem = entryProblem(document, {
        componentId: entry.componentId,
        ...(entry.value === null ? {} : { value: entry.value }),
        ...(entry.text === null ? {} : { text: entry.text }),
      });
      if (problem) throw badRequest(`records.customProtocolEntries.${index}: ${problem}`);
    }
    if (entry.state !== 'skipped') return true;
    // One skip per protocol and day.
    const day = `${entry.protocol}|${entry.date}`;
    if (skipsSeen.has(day)) return false;
    skipsSeen.add(day);
    return true;
  });
  const pauses = (records.customProtocolPauses ?? []).filter((pause, index) => named('customProtocolPauses', pause.protocol, index));

  const counted: Record<ProtocolBoundType, [given: number, kept: number]> = {
    customProtocols: [given.length, protocols.length],
    customProtocolEntries: [records.customProtocolEntries?.length ?? 0, entries.length],
    customProtocolPauses: [records.customProtocolPauses?.length ?? 0, pauses.length],
  };
  for (const [type, [all, kept]] of Object.entries(counted)) {
    result.imported[type] = kept;
    result.skipped[type] = all - kept;
  }
  return { protocols, entries, pauses };
}

async function insertInSlices<TTable extends PgTable>(tx: Transaction, table: TTable, rows: PgInsertValue<TTable>[]) {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insertRows(tx, table, rows.slice(start, start + INSERT_CHUNK));
    await nextTurn();
  }
}

/** Writes what the plan took: the protocols after the person's own, in the file's order, then their entries and pauses. */
export async function writeCustomProtocolImport(tx: Transaction, userId: number, plan: CustomProtocolImport): Promise<void> {
  if (plan.protocols.length === 0) return;
  const [next] = await tx
    .select({ position: sql<number>`coalesce(max(${customProtocols.position}) + 1, 0)::int` })
    .from(customProtocols)
    .where(and(eq(customProtocols.userId, userId), isNull(customProtocols.deletedAt)));
  const ordered = [...plan.protocols].sort((a, b) => a.position - b.position);
  const inserted = await tx
    .insert(customProtocols)
    .values(
      ordered.map((protocol, index) => ({
        userId,
        documentId: protocol.document.id,
        document: protocol.document,
        position: (next?.position ?? 0) + index,
        archived: protocol.archived,
        onDashboard: protocol.onDashboard,
        onChecklist: protocol.onChecklist,
        safetyAcknowledgedAt: protocol.safetyAcknowledgedAt ? new Date(protocol.safetyAcknowledgedAt) : null,
        ...importedReminder(protocol),
        createdAt: new Date(protocol.createdAt),
      })),
    )
    .returning({ id: customProtocols.id, documentId: customProtocols.documentId });
  const idOf = new Map(inserted.map((row) => [row.documentId, row.id]));
  await insertInSlices(
    tx,
    customProtocolEntries,
    plan.entries.map((entry) => ({
      userId,
      protocolId: idOf.get(entry.protocol)!,
      componentId: entry.componentId,
      localDay: entry.date,
      value: entry.value,
      text: entry.text,
      state: entry.state,
      note: entry.note,
      source: entry.source,
      createdAt: new Date(entry.createdAt),
      updatedAt: new Date(entry.createdAt),
    })),
  );
  await insertInSlices(
    tx,
    customProtocolPauses,
    plan.pauses.map((pause) => ({
      userId,
      protocolId: idOf.get(pause.protocol)!,
      fromDay: pause.from,
      toDay: pause.to,
      reason: pause.reason,
    })),
  );
}
