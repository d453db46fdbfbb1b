import { z } from 'zod';
import { recordId } from '../common/storable.schema';

/** What the coach remembers for one person (Settings → Coach memory): at most 50 facts of 200 characters. */
export const COACH_MEMORY_MAX = 50;
export const COACH_MEMORY_TEXT_MAX = 200;

const text = z
  .string({ message: 'text must be a string' })
  .trim()
  .min(1, 'Write what the coach should remember')
  .max(COACH_MEMORY_TEXT_MAX, `A memory is at most ${COACH_MEMORY_TEXT_MAX} characters`);

/** POST /api/chat/memory and PATCH /api/chat/memory/{id}. */
export const coachMemoryWriteSchema = z.strictObject({ text });
export type CoachMemoryWrite = z.infer<typeof coachMemoryWriteSchema>;

export const coachMemorySchema = z.object({ id: z.number().int(), text: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type CoachMemory = z.infer<typeof coachMemorySchema>;

export const coachMemoryParamsSchema = z.object({ id: recordId() });
