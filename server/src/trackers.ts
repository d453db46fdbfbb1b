import { PROTOCOL_SCHEMAS } from '@uh/core/protocols/protocol-log-schemas';
import { PROTOCOL_REGISTRY, protocolEntry, type ProtocolId } from '@uh/core/protocols/protocol-registry';
import type { z } from 'zod';
import { biometricExportCodec } from './features/biometrics/biometrics.export';
import { biometricLogService } from './features/biometrics/biometrics.service';
import { coldExportCodec } from './features/cold-exposure/cold-exposure.export';
import { coldLogService } from './features/cold-exposure/cold-exposure.service';
import { fastingExportCodec } from './features/fasting/fasting.export';
import { fastInHours, fastingLogService } from './features/fasting/fasting.service';
import { thirtyExportCodec } from './features/thirty-thirty-thirty/thirty-thirty-thirty.export';
import { thirtyLogService } from './features/thirty-thirty-thirty/thirty-thirty-thirty.service';
import { THIRTY_ROUTE_DOCS } from './features/thirty-thirty-thirty/thirty-thirty-thirty.route-docs';
import { FASTING_ROUTE_DOCS } from './features/fasting/fasting.route-docs';
import { COLD_ROUTE_DOCS } from './features/cold-exposure/cold-exposure.route-docs';
import { BIOMETRIC_ROUTE_DOCS } from './features/biometrics/biometrics.route-docs';
import { HEALTH_READING_ACCESS, protocolLogAccess } from './lib/log-access';
import type { ProtocolExportCodec } from './lib/export-codec';
import type { LogRoutesSpec } from './lib/log-routes';
import { writesOn, type TrackerLogs, type TrackerLogWrites } from './lib/tracker-logs';
import type { AppEventBus } from './lib/app-events';
import type { RouteDocs } from './openapi/route-doc';

/** A tracker as the routes serve it: the registry gives its paths, this its schemas and service. */
type Tracker<L extends z.ZodType, C extends z.ZodType, P extends z.ZodType, E> = Omit<
  LogRoutesSpec<L, C, P>,
  'base' | 'deps' | 'alternate'
> & {
  /** What the alternate `…-logs` family offers, where the registry gives the protocol one. */
  alternate?: Omit<NonNullable<LogRoutesSpec<L, C, P>['alternate']>, 'base'>;
  /** How the account export reads, writes as CSV and imports its logs (checked against its protocol below). */
  exportCodec: E;
  /** The API reference's summary of each of its routes. */
  routeDocs: RouteDocs;
};

/** Checks one tracker's schemas against its service (a table of different trackers cannot). */
const tracker = <L extends z.ZodType, C extends z.ZodType, P extends z.ZodType, E>(spec: Tracker<L, C, P, E>) => spec;

/** Every protocol's logs, bound to the feature that owns them: a new protocol adds its row here. */
export const TRACKERS = {
  thirtyThirtyThirty: tracker({
    schemas: PROTOCOL_SCHEMAS.thirtyThirtyThirty,
    service: thirtyLogService,
    exportCodec: thirtyExportCodec,
    routeDocs: THIRTY_ROUTE_DOCS,
    access: protocolLogAccess(protocolEntry('thirtyThirtyThirty')),
    // Same table and service; corrections and deletions answer on both families.
    alternate: { routes: ['list', 'create', 'patch', 'remove'] },
  }),
  fasting: tracker({
    schemas: PROTOCOL_SCHEMAS.fasting,
    service: fastingLogService,
    exportCodec: fastingExportCodec,
    routeDocs: FASTING_ROUTE_DOCS,
    access: protocolLogAccess(protocolEntry('fasting')),
    alternate: { routes: ['list', 'create', 'patch'], present: fastInHours },
  }),
  coldExposure: tracker({
    schemas: PROTOCOL_SCHEMAS.coldExposure,
    service: coldLogService,
    exportCodec: coldExportCodec,
    routeDocs: COLD_ROUTE_DOCS,
    access: protocolLogAccess(protocolEntry('coldExposure')),
    hasOwnListWithoutId: true,
  }),
  biometrics: tracker({
    schemas: PROTOCOL_SCHEMAS.biometrics,
    service: biometricLogService,
    exportCodec: biometricExportCodec,
    routeDocs: BIOMETRIC_ROUTE_DOCS,
    access: HEALTH_READING_ACCESS,
  }),
} satisfies { [K in ProtocolId]: { service: TrackerLogs[K]; exportCodec: ProtocolExportCodec<K> } };

/** Every tracker's service, by protocol (each row's type is checked above). */
export const TRACKER_LOGS = Object.fromEntries(PROTOCOL_REGISTRY.map(({ key }) => [key, TRACKERS[key].service])) as TrackerLogs;

/** Every tracker's writes on the connection each call gives, raising their events on `events`. */
export const trackerLogWrites = (events: AppEventBus) =>
  Object.fromEntries(
    PROTOCOL_REGISTRY.map(({ key }) => [key, writesOn<unknown, never, never>(TRACKER_LOGS[key], events)]),
  ) as TrackerLogWrites;
