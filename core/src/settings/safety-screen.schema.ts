import { z } from 'zod';
import { SAFETY_SCREEN_KINDS } from './safety-screen.logic';

/** Path `{kind}` of PUT (accept) and DELETE (show again) /api/settings/safety-screens/{kind}. */
export const safetyScreenParamsSchema = z.object({
  kind: z.enum(SAFETY_SCREEN_KINDS, { message: `kind must be one of ${SAFETY_SCREEN_KINDS.join(', ')}` }),
});

const screenState = z.object({ acceptedAt: z.string().nullable() });

/** GET /api/settings/safety-screens (and the answer of PUT and DELETE): when each was accepted. */
export const safetyScreensSchema = z.object({ 'long-fast': screenState, cold: screenState });
export type SafetyScreens = z.infer<typeof safetyScreensSchema>;
