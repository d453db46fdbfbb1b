import type { ChecklistItemKey } from '@uh/core/checklist/checklist.logic';

/** Who logged a protocol, and the time zone their days are counted in. */
export type ProtocolOwner = { id: number; timeZone: string };

/**
 * Called by a protocol service when a log satisfies checklist items, so features stay apart:
 * app.ts wires it to the checklist, tests may pass their own.
 */
export type RecordCompletion = (owner: ProtocolOwner, at: Date, items: readonly ChecklistItemKey[]) => Promise<void>;
