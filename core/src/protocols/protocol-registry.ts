import { thirtyThirtyThirtyProtocol } from '../thirty-thirty-thirty/thirty-thirty-thirty.protocol';
import { fastingProtocol } from '../fasting/fasting.protocol';
import { coldExposureProtocol } from '../cold-exposure/cold-exposure.protocol';
import { biometricsProtocol } from '../biometrics/biometrics.protocol';
import type { ProtocolEntry } from './protocol-entry';

// The list of protocols: the lists of keys, targets and names elsewhere are read from here, so a
// new protocol is added in one place and the type checker names every table still to fill. Each
// entry lives in its protocol's own folder. Nothing they import reads this file back, not even for a
// type: the modules that derive their lists from it check the names they read (checklist items,
// journal types) against their own types.

export type { HabitFrequency, ProtocolEntry } from './protocol-entry';
export type { DoneRule, ProtocolStorage, TrackedStorage } from './protocol-storage';

/** In the app's display order. */
export const PROTOCOL_REGISTRY = [
  thirtyThirtyThirtyProtocol,
  fastingProtocol,
  coldExposureProtocol,
  biometricsProtocol,
] as const satisfies readonly ProtocolEntry[];

/** One entry of the registry, with its literal values. */
export type RegisteredProtocol = (typeof PROTOCOL_REGISTRY)[number];
/** Every protocol with a page and logs. */
export type ProtocolId = RegisteredProtocol['key'];
/** The protocols counted in progress. */
export type TrackedProtocol = Extract<RegisteredProtocol, { progress: object }>;
export type ProtocolKey = TrackedProtocol['key'];
export type LogKind = RegisteredProtocol['logKind'];
/** The icons the entries use: the web's table of icon components is keyed by these. */
export type ProtocolIconId = RegisteredProtocol['icon'];
/** The accents the entries use: the web's accent classes and the design tokens are keyed by these. */
export type ProtocolAccent = RegisteredProtocol['accent'];

const isTracked = (entry: RegisteredProtocol): entry is TrackedProtocol => entry.progress !== null;

/** The protocols counted in progress, in display order. */
export const TRACKED_PROTOCOLS: readonly TrackedProtocol[] = PROTOCOL_REGISTRY.filter(isTracked);

/** A protocol's entry by its key. */
export const protocolEntry = <K extends ProtocolId>(key: K): Extract<RegisteredProtocol, { key: K }> =>
  PROTOCOL_REGISTRY.find((entry) => entry.key === key) as Extract<RegisteredProtocol, { key: K }>;

/** `Record<ProtocolKey, T>` of a value read off each tracked protocol. */
export const byTrackedProtocol = <T>(read: (entry: TrackedProtocol) => T): Record<ProtocolKey, T> =>
  Object.fromEntries(TRACKED_PROTOCOLS.map((entry) => [entry.key, read(entry)])) as Record<ProtocolKey, T>;
