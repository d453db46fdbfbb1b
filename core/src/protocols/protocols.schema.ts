import { z } from 'zod';
import { isoInstant, recordId } from '../common/storable.schema';
import { CLOCK_SKEW_MS } from './protocols.logic';
import { PROTOCOL_REGISTRY, type LogKind } from './protocol-registry';

export { CLOCK_SKEW_MS, UNDO_TOAST_MS, UNDO_WINDOW_MS } from './protocols.logic';

export const userIdField = recordId('userId');

/** An ISO 8601 instant with an offset, not later than now plus the clock-skew allowance. */
export const pastInstant = (label: string) =>
  isoInstant(label).refine((value) => !(Date.parse(value) > Date.now() + CLOCK_SKEW_MS), `${label} cannot be in the future`);

/** What a caller may write instead of their own id in a path: a token's owner need not know it. */
export const OWN_USER_ID = 'me';

/** Path `{userId}` of the per-user list routes: the caller's own id, or `me`. */
export const userIdParamsSchema = z.object({
  userId: z.union([z.literal(OWN_USER_ID), userIdField], { message: 'userId must be your user id or me' }),
});
/** Path `{id}` of a log. */
export const logIdParamsSchema = z.object({ id: recordId() });

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
  before: isoInstant('before').optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The kinds of log that can be deleted and restored with Undo. */
export const LOG_KINDS: readonly LogKind[] = PROTOCOL_REGISTRY.map((entry) => entry.logKind);
export type { LogKind } from './protocol-registry';

/** `DELETE` of a log answers with the id that puts it back (`POST /api/deleted-logs/{undoId}/restore`). */
export const deletedLogSchema = z.object({ undoId: z.number().int().positive() });
export type DeletedLog = z.infer<typeof deletedLogSchema>;
export const undoIdParamsSchema = z.object({ undoId: recordId('undoId') });
export const restoredLogSchema = z.object({ kind: z.enum(LOG_KINDS), id: z.number().int().positive() });
export type RestoredLog = z.infer<typeof restoredLogSchema>;
