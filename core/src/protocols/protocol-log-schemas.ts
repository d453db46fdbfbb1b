import type { z } from 'zod';
import { coldLogSchema } from '../cold-exposure/cold-exposure.schema';
import { fastingLogSchema } from '../fasting/fasting.schema';
import { thirtyLogSchema } from '../thirty-thirty-thirty/thirty-thirty-thirty.schema';
import type { ProtocolKey } from './protocol-registry';

/** A counted protocol's log as the API answers it: what lists, webhooks and the coach's tools check. */
export const PROTOCOL_LOG_SCHEMAS = {
  thirtyThirtyThirty: thirtyLogSchema,
  fasting: fastingLogSchema,
  coldExposure: coldLogSchema,
} satisfies Record<ProtocolKey, z.ZodType>;
