import { protocolDocumentSchema, type ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';

/** Files are small documents; anything far bigger is not one. */
export const MAX_IMPORT_BYTES = 256 * 1024;

export type ImportReading = { document: ProtocolDocument; problem: null } | { document: null; problem: string };

/** Where in the file a problem is: "components.0.kind", or nothing for the file as a whole. */
const pathOf = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.');

/**
 * A file read the way the server will read it: JSON, then the open document format. A refusal
 * names the field ("components.0.kind: kind must be one of check, …"), so the file can be fixed.
 */
export function readProtocolFile(text: string): ImportReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { document: null, problem: 'This file is not JSON. A protocol file ends in .json and holds one protocol document.' };
  }
  const result = protocolDocumentSchema.safeParse(json);
  if (result.success) return { document: result.data, problem: null };
  const issue = result.error.issues[0]!;
  const path = pathOf(issue.path);
  // The schema's messages usually start with the field's own name; the path says which one.
  return { document: null, problem: path === '' || issue.message.startsWith(path) ? issue.message : `${path}: ${issue.message}` };
}
