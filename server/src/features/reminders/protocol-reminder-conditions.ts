import { addDays } from '@uh/core/common/calendar.logic';
import { evaluateDays } from '@uh/core/custom-protocols/day-state.logic';
import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { dayStillAsks, doneInWindow, protocolReminderMessage } from '@uh/core/custom-protocols/protocol-reminder-message.logic';
import { and, between, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { reminderDeliveries } from '../../db/schema';
import { customProtocolEntries, customProtocolPauses, customProtocols, loggedEverythingDays } from '../../db/schema';
import { storedReminder } from './protocol-reminder-planner';
import type { Verdict } from './reminder-conditions';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Delivery = typeof reminderDeliveries.$inferSelect;

const SKIPPED: Verdict = { send: false, outcome: 'skipped' };

/**
 * The states of the protocol's days from `from` to `to`, by the same day rules its pages show
 * (core day-state.logic.ts): entries, skips, pauses and "I logged everything" days.
 */
async function dayStates(tx: Transaction, protocol: { id: number; userId: number; document: ProtocolDocument }, from: string, to: string) {
  const [entries, pauses, logged] = await Promise.all([
    tx
      .select({
        componentId: customProtocolEntries.componentId,
        date: customProtocolEntries.localDay,
        value: customProtocolEntries.value,
        text: customProtocolEntries.text,
        state: customProtocolEntries.state,
      })
      .from(customProtocolEntries)
      .where(and(eq(customProtocolEntries.protocolId, protocol.id), between(customProtocolEntries.localDay, from, to))),
    tx
      .select({ from: customProtocolPauses.fromDay, to: customProtocolPauses.toDay })
      .from(customProtocolPauses)
      .where(
        and(eq(customProtocolPauses.protocolId, protocol.id), lte(customProtocolPauses.fromDay, to), gte(customProtocolPauses.toDay, from)),
      ),
    tx
      .select({ day: loggedEverythingDays.localDay })
      .from(loggedEverythingDays)
      .where(and(eq(loggedEverythingDays.userId, protocol.userId), between(loggedEverythingDays.localDay, from, to))),
  ]);
  const values = entries
    .filter((entry) => entry.state === 'value')
    .map((entry) => ({ componentId: entry.componentId ?? '', date: entry.date, value: entry.value, text: entry.text }));
  const skips = new Map(entries.filter((entry) => entry.state === 'skipped').map((entry) => [entry.date, null]));
  const days = evaluateDays(protocol.document, from, to, values, {
    skips,
    pauses,
    loggedEverything: new Set(logged.map((row) => row.day)),
  });
  return new Map(days.map((day) => [day.date, day.state]));
}

/**
 * Whether an own protocol's reminder still says something true when it is sent: the protocol is
 * kept (not archived or deleted), its reminder is still on, and the day still asks for it (not
 * done, skipped or paused; for n in m days, the target not yet met).
 */
export async function judgeProtocolReminder(tx: Transaction, delivery: Delivery): Promise<Verdict> {
  const details = delivery.details as { protocolId?: number; localDate?: string };
  if (details.protocolId === undefined || !details.localDate) return SKIPPED;
  const [protocol] = await tx
    .select()
    .from(customProtocols)
    .where(and(eq(customProtocols.id, details.protocolId), eq(customProtocols.userId, delivery.userId)));
  if (!protocol || protocol.deletedAt !== null || protocol.archived) return SKIPPED;
  const reminder = storedReminder(protocol.reminder);
  if (!reminder?.enabled) return SKIPPED;

  const document = protocol.document as ProtocolDocument;
  const { schedule } = document;
  const windowDays = schedule.kind === 'frequency' ? schedule.days : 1;
  const date = details.localDate;
  const states = await dayStates(tx, { id: protocol.id, userId: protocol.userId, document }, addDays(date, 1 - windowDays), date);
  if (!dayStillAsks(schedule, states, date)) return SKIPPED;
  const message = protocolReminderMessage({
    protocolId: protocol.id,
    title: document.title,
    schedule,
    anchored: reminder.time === null,
    done: schedule.kind === 'frequency' ? doneInWindow(states, date, windowDays) : undefined,
  });
  return { send: true, details: {}, message };
}
