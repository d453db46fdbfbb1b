import type { MessageDetails } from '@uh/core/reminders/reminders.logic';
import type { ReminderMessage } from '@uh/core/reminders/reminders.schema';

/**
 * Whether a due reminder is sent now, skipped, or checked again later. `message`: what to say when
 * the kind words it itself (own protocols); otherwise it is built from `details`.
 */
export type Verdict =
  | { send: true; details: MessageDetails; message?: ReminderMessage }
  | { send: false; outcome: 'skipped' }
  | { send: false; outcome: 'later'; dueAt: Date };
