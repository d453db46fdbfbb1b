import { addDays } from '@uh/core/common/calendar.logic';
import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { dayStillAsks, doneInWindow, protocolReminderMessage } from '@uh/core/custom-protocols/protocol-reminder-message.logic';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { reminderDeliveries } from '../../db/schema';
import { customProtocols } from '../../db/schema';
import { storedReminder } from './protocol-reminder-planner';
import type { ReminderRoundDeps } from './reminder-ports';
import type { Verdict } from './reminder-verdict';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Delivery = typeof reminderDeliveries.$inferSelect;

const SKIPPED: Verdict = { send: false, outcome: 'skipped' };

/**
 * Whether an own protocol's reminder still says something true when it is sent: the protocol is
 * kept (not archived or deleted), its reminder is still on, and the day still asks for it (not
 * done, skipped or paused; for n in m days, the target not yet met).
 */
export async function judgeProtocolReminder(
  tx: Transaction,
  delivery: Delivery,
  reads: Pick<ReminderRoundDeps, 'db' | 'ports'>,
): Promise<Verdict> {
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
  const states = await reads.ports.protocolDayStates(reads.db, protocol, { from: addDays(date, 1 - windowDays), to: date });
  if (!states || !dayStillAsks(schedule, states, date)) return SKIPPED;
  const message = protocolReminderMessage({
    protocolId: protocol.id,
    title: document.title,
    schedule,
    anchored: reminder.time === null,
    done: schedule.kind === 'frequency' ? doneInWindow(states, date, windowDays) : undefined,
  });
  return { send: true, details: {}, message };
}
