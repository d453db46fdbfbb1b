import { z } from 'zod';
import { COLD_METHOD_VALUES } from '../cold-exposure/cold-exposure.logic';
import { FASTING_TARGET_HOURS } from '../fasting/fasting.logic';

// A log the coach offers and the person confirms or discards (docs/coach.md). The plan is the
// voice journal's: the same log a spoken sentence makes, in the protocols' own API terms.

const count = z.number().nonnegative();
export const logPlanSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('coldExposure'),
    log: z.object({
      exposureMethod: z.enum(COLD_METHOD_VALUES),
      temperature: z.number(),
      temperatureUnit: z.enum(['F', 'C']),
      duration: count,
      completed: z.boolean(),
    }),
  }),
  z.object({
    kind: z.literal('biometrics'),
    log: z.object({
      weight: count.optional(),
      systolic: count.optional(),
      diastolic: count.optional(),
      heartRate: count.optional(),
      sleepDuration: count.optional(),
    }),
  }),
  z.object({
    kind: z.literal('fastStart'),
    startTime: z.string(),
    targetHours: z.number().refine((hours) => (FASTING_TARGET_HOURS as number[]).includes(hours)),
  }),
  z.object({ kind: z.literal('fastEnd'), endTime: z.string() }),
  z.object({ kind: z.literal('protein'), grams: count }),
  z.object({ kind: z.literal('exercise'), seconds: count }),
]);

/** GET /api/chat/drafts items, and the drafts a coach reply offers. */
export const chatDraftSchema = z.object({
  id: z.string(),
  /** How the draft reads on its card ('Cold exposure · Cold Plunge · 3 min · 4 °C'). */
  summary: z.string(),
  plan: logPlanSchema,
  createdAt: z.string(),
});
export type ChatDraftView = z.infer<typeof chatDraftSchema>;

export const chatDraftParamsSchema = z.object({ id: z.uuid({ message: 'id must be a draft id' }) });
