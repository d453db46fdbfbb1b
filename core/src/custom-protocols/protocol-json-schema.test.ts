import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import published from '../../../docs/protocol-v1.schema.json';
import { protocolJsonSchema } from './protocol-json-schema';
import { BUILT_IN_PROTOCOL_DOCUMENTS, PROTOCOL_TEMPLATES } from './protocol-templates';

// A real draft 2020-12 validator (a development dependency of core) reads the published schema, so
// a file that passes here passes any conforming validator another server or tool uses.
const ajv = addFormats(new Ajv2020({ strict: true, allErrors: true }));

describe('protocolJsonSchema', () => {
  it('is a draft 2020-12 schema with its published address', () => {
    expect(protocolJsonSchema()).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: '/api/schemas/protocol/v1.json',
      type: 'object',
      additionalProperties: false,
    });
  });

  it('matches docs/protocol-v1.schema.json (regenerate the file when the format changes)', () => {
    expect(published).toEqual(protocolJsonSchema());
  });

  it('accepts every template and built-in written as a file, and refuses an unknown field', () => {
    const validate = ajv.compile(protocolJsonSchema());
    for (const document of [...PROTOCOL_TEMPLATES, ...BUILT_IN_PROTOCOL_DOCUMENTS]) {
      const file: unknown = JSON.parse(JSON.stringify(document));
      expect({ id: document.id, valid: validate(file), errors: validate.errors ?? null }).toEqual({
        id: document.id,
        valid: true,
        errors: null,
      });
    }
    const [first] = PROTOCOL_TEMPLATES;
    expect(validate({ ...JSON.parse(JSON.stringify(first)), streak: 3 })).toBe(false);
    expect(validate({ ...JSON.parse(JSON.stringify(first)), formatVersion: 2 })).toBe(false);
  });
});
