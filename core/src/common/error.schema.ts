import { z } from 'zod';

/** Every 4xx/5xx body the API sends. */
export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
