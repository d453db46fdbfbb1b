import { z } from 'zod';
import { protocolDocumentSchema } from './protocol-document.schema';

/** Where the server publishes the schema (GET /api/schemas/protocol/v1.json); also its `$id`. */
export const PROTOCOL_JSON_SCHEMA_PATH = '/api/schemas/protocol/v1.json';

/**
 * The document format as a JSON Schema (draft 2020-12), for editors and other programs that write
 * protocol files. It describes the file as written, before defaults are filled in, so optional
 * fields stay optional. Rules across fields (unique component ids, a range's max above its value,
 * one label per scale step) are the server's to check: a file the schema accepts may still be
 * refused, with the field named.
 */
export function protocolJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(protocolDocumentSchema, { io: 'input', target: 'draft-2020-12' });
  const { $schema, ...rest } = generated;
  return { $schema, $id: PROTOCOL_JSON_SCHEMA_PATH, title: 'Ultimate Human protocol document, format version 1', ...rest };
}
