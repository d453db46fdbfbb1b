import { z } from 'zod';

/** Clock skew allowed between a browser and the server for "not in the future" checks. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export const userIdField = z.coerce.number().int().positive();

/** An ISO 8601 instant with an offset, not later than now plus the clock-skew allowance. */
export const pastInstant = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be an ISO 8601 date-time` })
    .refine((value) => !(Date.parse(value) > Date.now() + CLOCK_SKEW_MS), `${label} cannot be in the future`);

/** Path `{userId}` of the per-user list routes. */
export const userIdParamsSchema = z.object({ userId: userIdField });
/** Path `{id}` of a log. */
export const logIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;

/** Lists are newest first; `before` pages back from the oldest timestamp already shown. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(LIST_LIMIT_MAX, `limit must be at most ${LIST_LIMIT_MAX}`)
    .default(LIST_LIMIT_DEFAULT),
  before: z.iso.datetime({ offset: true, message: 'before must be an ISO 8601 date-time' }).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
