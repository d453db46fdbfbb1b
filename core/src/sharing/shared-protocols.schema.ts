import { z } from 'zod';
import { DAY_STATES } from '../custom-protocols/protocol-document.schema';

/** How many days of each own protocol a grantee sees: the last two weeks, ending on the owner's today. */
export const SHARED_PROTOCOL_DAYS = 14;

/**
 * GET /api/shared/{grantId}/own-protocols: the owner's own protocols as their Progress shows them,
 * each day's state only (no values, notes or skip reasons), under the `progress` domain.
 */
export const sharedOwnProtocolsSchema = z.object({
  protocols: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      /** Habit strength, 0–100, at the owner's today. */
      strength: z.number(),
      streak: z.number().int(),
      days: z.array(z.object({ date: z.string(), state: z.enum(DAY_STATES) })),
    }),
  ),
});
export type SharedOwnProtocols = z.infer<typeof sharedOwnProtocolsSchema>;
