import { z } from 'zod';
import { customProtocolSchema } from './custom-protocols.schema';

/** The upload's form field, and the largest ZIP taken: ten years of fifty habits is a few MB. */
export const LOOP_IMPORT_FIELD = 'file';
export const LOOP_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const LOOP_EXPORT_FILE_NAME = 'loop-habits.zip';

/** POST /api/custom-protocols/import/loop: the protocols made, in Loop's order, and how many entries they got. */
export const loopImportResultSchema = z.object({
  protocols: z.array(customProtocolSchema),
  entries: z.number().int().min(0),
});
export type LoopImportResult = z.infer<typeof loopImportResultSchema>;
