import { biometricCreateSchema, biometricLogSchema, biometricPatchSchema } from '@uh/core/biometrics/biometrics.schema';
import { coldLogCreateSchema, coldLogPatchSchema, coldLogSchema } from '@uh/core/cold-exposure/cold-exposure.schema';
import { fastingLogSchema, fastingPatchSchema, fastingStartSchema } from '@uh/core/fasting/fasting.schema';
import type { ProtocolId } from '@uh/core/protocols/protocol-registry';
import { thirtyLogCreateSchema, thirtyLogPatchSchema, thirtyLogSchema } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import type { z } from 'zod';
import { biometricLogService } from './features/biometrics/biometrics.service';
import { coldLogService } from './features/cold-exposure/cold-exposure.service';
import { fastInHours, fastingLogService } from './features/fasting/fasting.service';
import { thirtyLogService } from './features/thirty-thirty-thirty/thirty-thirty-thirty.service';
import { HEALTH_READING_ACCESS, PROTOCOL_LOG_ACCESS } from './lib/log-access';
import type { LogRoutesSpec } from './lib/log-routes';
import type { TrackerLogs } from './lib/tracker-logs';

/** A tracker as the routes serve it: the registry gives its paths, this its schemas and service. */
type Tracker<L extends z.ZodType, C extends z.ZodType, P extends z.ZodType> = Omit<
  LogRoutesSpec<L, C, P>,
  'base' | 'deps' | 'alternate'
> & {
  /** What the alternate `…-logs` family offers, where the registry gives the protocol one. */
  alternate?: Omit<NonNullable<LogRoutesSpec<L, C, P>['alternate']>, 'base'>;
};

/** Checks one tracker's schemas against its service (a table of different trackers cannot). */
const tracker = <L extends z.ZodType, C extends z.ZodType, P extends z.ZodType>(spec: Tracker<L, C, P>) => spec;

/** Every protocol's logs, bound to the feature that owns them: a new protocol adds its row here. */
export const TRACKERS = {
  thirtyThirtyThirty: tracker({
    schemas: { log: thirtyLogSchema, create: thirtyLogCreateSchema, patch: thirtyLogPatchSchema },
    service: thirtyLogService,
    access: PROTOCOL_LOG_ACCESS,
    // Same table and service; corrections and deletions answer on both families.
    alternate: { routes: ['list', 'create', 'patch', 'remove'] },
  }),
  fasting: tracker({
    schemas: { log: fastingLogSchema, create: fastingStartSchema, patch: fastingPatchSchema },
    service: fastingLogService,
    access: PROTOCOL_LOG_ACCESS,
    alternate: { routes: ['list', 'create', 'patch'], present: fastInHours },
  }),
  coldExposure: tracker({
    schemas: { log: coldLogSchema, create: coldLogCreateSchema, patch: coldLogPatchSchema },
    service: coldLogService,
    access: PROTOCOL_LOG_ACCESS,
    hasOwnListWithoutId: true,
  }),
  biometrics: tracker({
    schemas: { log: biometricLogSchema, create: biometricCreateSchema, patch: biometricPatchSchema },
    service: biometricLogService,
    access: HEALTH_READING_ACCESS,
  }),
} satisfies { [K in ProtocolId]: { service: TrackerLogs[K] } };
