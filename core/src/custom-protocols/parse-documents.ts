import { protocolDocumentSchema, type ProtocolDocument, type ProtocolDocumentInput } from './protocol-document.schema';

/**
 * Documents shipped with the app, read through the same schema as an imported file when the module
 * loads, so a template the format refuses fails at start rather than in a person's hands.
 */
export function parseDocuments(inputs: readonly ProtocolDocumentInput[]): readonly ProtocolDocument[] {
  return Object.freeze(inputs.map((input) => protocolDocumentSchema.parse(input)));
}

/** The two fields every document opens with. */
export const FORMAT = { format: 'ultimate-human.protocol', formatVersion: 1 } as const;
