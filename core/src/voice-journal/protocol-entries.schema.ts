import { z } from 'zod';
import type { ProtocolDocument } from '../custom-protocols/protocol-document.schema';

/** One of the person's own protocols as the journal reads a note against it: its stored id and document. */
export type OwnProtocol = { id: number; document: ProtocolDocument };

/**
 * A value a note gives one component of one of the person's own protocols: a check as 1, a
 * duration in seconds, a measure in the component's unit, a count as said. `summary` is what the
 * review step shows ("Morning breathwork · Breathwork: 10 min").
 */
export const protocolEntryProposalSchema = z.strictObject({
  protocolId: z.number({ message: 'protocolId must be a protocol id' }).int().positive('protocolId must be a protocol id'),
  componentId: z.string({ message: 'componentId must be text' }).min(1, 'componentId cannot be empty').max(40),
  value: z
    .number({ message: 'value must be a number' })
    .refine(Number.isFinite, 'value must be a number')
    .min(0, 'value cannot be negative')
    .max(1_000_000_000, 'value is too large'),
  summary: z.string().trim().min(1).max(200),
});
export type ProtocolEntryProposal = z.infer<typeof protocolEntryProposalSchema>;

/** The most own-protocol values one note may log. */
export const MAX_PROTOCOL_ENTRIES = 20;

/** The values sent back with a reviewed entry: the summary is the page's to show, so it may be left out. */
export const protocolEntriesWriteSchema = z
  .array(protocolEntryProposalSchema.extend({ summary: protocolEntryProposalSchema.shape.summary.optional() }))
  .max(MAX_PROTOCOL_ENTRIES, `protocolEntries may hold at most ${MAX_PROTOCOL_ENTRIES} values`);
export type ProtocolEntryWrite = z.infer<typeof protocolEntriesWriteSchema>[number];
