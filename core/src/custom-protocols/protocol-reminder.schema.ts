import { z } from 'zod';

/**
 * The reminder of one of a person's own protocols (docs/protocols.md, "Reminders"). `time` is a
 * clock time in the person's time zone; null means "at the anchor": the moment the schedule's
 * anchor opens its window (wake-up + offset, the running fast's start or end + offset). A protocol
 * without an anchor, or anchored to sleep (no bedtime is known), needs a time.
 */
export const protocolReminderSchema = z.strictObject({
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  time: z
    .string({ message: 'time must be a time such as 07:30, or null for the anchor' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be a time such as 07:30')
    .nullable(),
});
export type ProtocolReminder = z.infer<typeof protocolReminderSchema>;

/** The `kind` of a planned own-protocol reminder in the delivery queue (the built-in kinds are in reminders.schema.ts). */
export const PROTOCOL_REMINDER_KIND = 'customProtocol';
