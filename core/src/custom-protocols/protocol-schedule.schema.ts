import { z } from 'zod';
import { ANCHOR_EVENTS } from './protocol-document.vocabulary';

/** The longest period an `n in m days` schedule may span (Loop Habit Tracker's limit too). */
export const MAX_SCHEDULE_DAYS = 365;

const anchorSchema = z.strictObject({
  event: z.enum(ANCHOR_EVENTS, { message: `anchor.event must be one of ${ANCHOR_EVENTS.join(', ')}` }),
  /** Minutes after (or, negative, before) the event the window opens. */
  offsetMinutes: z.number().int('anchor.offsetMinutes must be a whole number').min(-720).max(720).default(0),
  /** How long the window stays open, in minutes. */
  windowMinutes: z.number().int('anchor.windowMinutes must be a whole number').min(1, 'anchor.windowMinutes must be at least 1').max(1440),
});
export type ScheduleAnchor = z.infer<typeof anchorSchema>;

const anchor = { anchor: anchorSchema.optional() };

/**
 * Every day; `times` in every `days` days (4 in 7); or chosen ISO weekdays (1 Monday … 7 Sunday).
 * A schedule like 8 in 7 days cannot be met and is refused.
 */
export const scheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('daily'), ...anchor }),
    z
      .strictObject({
        kind: z.literal('frequency'),
        times: z.number().int('schedule.times must be a whole number').min(1, 'schedule.times must be at least 1'),
        days: z
          .number()
          .int('schedule.days must be a whole number')
          .min(1, 'schedule.days must be at least 1')
          .max(MAX_SCHEDULE_DAYS, `schedule.days must be at most ${MAX_SCHEDULE_DAYS}`),
        ...anchor,
      })
      .refine((schedule) => schedule.times <= schedule.days, { path: ['times'], message: 'schedule.times cannot exceed schedule.days' }),
    z.strictObject({
      kind: z.literal('weekdays'),
      weekdays: z
        .array(z.number().int().min(1, 'weekdays are 1 (Monday) to 7 (Sunday)').max(7, 'weekdays are 1 (Monday) to 7 (Sunday)'))
        .min(1, 'schedule.weekdays needs at least one day')
        .max(7)
        .refine((days) => new Set(days).size === days.length, 'schedule.weekdays lists a day twice'),
      ...anchor,
    }),
  ],
  { message: 'schedule.kind must be one of daily, frequency, weekdays' },
);
export type ProtocolSchedule = z.infer<typeof scheduleSchema>;

/** The schedule as Loop's frequency: `times` in `days` (weekdays count as that many in 7). */
export function frequencyOf(schedule: ProtocolSchedule): { times: number; days: number } {
  if (schedule.kind === 'daily') return { times: 1, days: 1 };
  if (schedule.kind === 'frequency') return { times: schedule.times, days: schedule.days };
  return { times: schedule.weekdays.length, days: 7 };
}
