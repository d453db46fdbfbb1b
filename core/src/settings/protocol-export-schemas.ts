import { z } from 'zod';
import { PROTOCOL_SCHEMAS } from '../protocols/protocol-log-schemas';
import { PROTOCOL_REGISTRY, type ProtocolId, type RegisteredProtocol } from '../protocols/protocol-registry';

type Schemas = typeof PROTOCOL_SCHEMAS;

/** The name of the export's array that holds a protocol's logs: 'fastingLogs'. */
export type ProtocolExportKey = RegisteredProtocol['exportKey'];
/** A protocol's log as the export writes it (its `exported` schema in PROTOCOL_SCHEMAS). */
export type ExportedLog<K extends ProtocolId> = z.infer<Schemas[K]['exported']>;
/** Every protocol's logs, each array named by its `exportKey`. */
export type ExportedProtocolLogs = { [E in RegisteredProtocol as E['exportKey']]: ExportedLog<E['key']>[] };

/**
 * A protocol's array. Files written before a protocol existed have no array for it: one marked
 * `exportOptional` in the registry reads as empty when absent, so they still import.
 */
export const exportArrayOf = (schema: z.ZodType, isOptional: boolean) => (isOptional ? z.array(schema).default([]) : z.array(schema));

const isExportOptional = (entry: RegisteredProtocol) => 'exportOptional' in entry && entry.exportOptional === true;
/** The protocols' arrays of the export, each named by its `exportKey`, in the registry's order. */
export const protocolExportArrays = Object.fromEntries(
  PROTOCOL_REGISTRY.map((entry) => [entry.exportKey, exportArrayOf(PROTOCOL_SCHEMAS[entry.key].exported, isExportOptional(entry))]),
) as { [E in RegisteredProtocol as E['exportKey']]: z.ZodArray<Schemas[E['key']]['exported']> };
