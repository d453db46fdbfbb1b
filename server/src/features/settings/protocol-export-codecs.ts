import { PROTOCOL_REGISTRY, type ProtocolId } from '@uh/core/protocols/protocol-registry';
import type { ExportedLog, ProtocolExportKey } from '@uh/core/settings/protocol-export-schemas';
import type { ProtocolExportCodec } from '../../lib/export-codec';
import { TRACKERS } from '../../trackers';

/** Any protocol's log as the export writes it. */
export type AnyExportedLog = ExportedLog<ProtocolId>;
/** A codec as the export's loops use it: each row's records agree with its codec (trackers.ts checks each). */
type AnyExportCodec = ProtocolExportCodec<ProtocolId>;

/** Every protocol's export codec with the array that holds its logs, in the registry's order. */
export const PROTOCOL_EXPORT_CODECS: readonly { exportKey: ProtocolExportKey; codec: AnyExportCodec }[] = PROTOCOL_REGISTRY.map(
  ({ key, exportKey }) => ({
    exportKey,
    codec: (TRACKERS as unknown as Record<ProtocolId, { exportCodec: AnyExportCodec }>)[key].exportCodec,
  }),
);
