import type { z } from 'zod';
import { exportedBiometricLogSchema } from '../biometrics/biometrics.export';
import { biometricCreateSchema, biometricLogSchema, biometricPatchSchema } from '../biometrics/biometrics.schema';
import { exportedColdLogSchema } from '../cold-exposure/cold-exposure.export';
import { coldLogCreateSchema, coldLogPatchSchema, coldLogSchema } from '../cold-exposure/cold-exposure.schema';
import { exportedFastSchema } from '../fasting/fasting.export';
import { fastingLogSchema, fastingPatchSchema, fastingStartSchema } from '../fasting/fasting.schema';
import { exportedThirtyLogSchema } from '../thirty-thirty-thirty/thirty-thirty-thirty.export';
import { thirtyLogCreateSchema, thirtyLogPatchSchema, thirtyLogSchema } from '../thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { TRACKED_PROTOCOLS, type ProtocolId, type ProtocolKey } from './protocol-registry';

/**
 * Each protocol's log as the API answers it, what creates one, what corrects one, and the record
 * the account export writes for one (docs/data-export.md). Every type keyed by protocol on either
 * side (the services, the histories, the export) is read from this table, so a new protocol's
 * schemas are given here once.
 */
export const PROTOCOL_SCHEMAS = {
  thirtyThirtyThirty: {
    log: thirtyLogSchema,
    create: thirtyLogCreateSchema,
    patch: thirtyLogPatchSchema,
    exported: exportedThirtyLogSchema,
  },
  fasting: { log: fastingLogSchema, create: fastingStartSchema, patch: fastingPatchSchema, exported: exportedFastSchema },
  coldExposure: { log: coldLogSchema, create: coldLogCreateSchema, patch: coldLogPatchSchema, exported: exportedColdLogSchema },
  biometrics: { log: biometricLogSchema, create: biometricCreateSchema, patch: biometricPatchSchema, exported: exportedBiometricLogSchema },
} satisfies Record<ProtocolId, { log: z.ZodType; create: z.ZodType; patch: z.ZodType; exported: z.ZodType }>;

type Schemas = typeof PROTOCOL_SCHEMAS;
/** A protocol's log as answered. */
export type ProtocolLog<K extends ProtocolId> = z.infer<Schemas[K]['log']>;
/** What creates one of a protocol's logs (after defaults). */
export type ProtocolLogCreate<K extends ProtocolId> = z.infer<Schemas[K]['create']>;
/** What corrects one of a protocol's logs. */
export type ProtocolLogPatch<K extends ProtocolId> = z.infer<Schemas[K]['patch']>;

/** A counted protocol's log as the API answers it: what lists, webhooks and the coach's tools check. */
export const PROTOCOL_LOG_SCHEMAS = Object.fromEntries(TRACKED_PROTOCOLS.map(({ key }) => [key, PROTOCOL_SCHEMAS[key].log])) as {
  [K in ProtocolKey]: Schemas[K]['log'];
};
