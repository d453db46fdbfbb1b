import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/api/example', httpStatus: '200' });
const reading = z.object({ id: z.number(), weight: z.number().nullable(), when: z.string() });

describe('responseSerializerCompiler', () => {
  it('writes only what the schema names, as the schema would', () => {
    const write = responseSerializerCompiler(false)(route(reading));
    expect(JSON.parse(write({ id: 1, weight: null, when: '2026-11-27', secret: 'kept out' }))).toEqual({
      id: 1,
      weight: null,
      when: '2026-11-27',
    });
  });

  it('checking answers, refuses one that does not match its schema', () => {
    const write = responseSerializerCompiler(true)(route(reading));
    expect(() => write({ id: 'one', weight: null, when: '2026-11-27' })).toThrow();
    expect(JSON.parse(write({ id: 2, weight: 80.5, when: '2026-11-27' }))).toEqual({ id: 2, weight: 80.5, when: '2026-11-27' });
  });

  it('keeps the checking writer for a schema JSON Schema cannot say (a date object)', () => {
    const write = responseSerializerCompiler(false)(route(z.object({ at: z.date() })));
    expect(JSON.parse(write({ at: new Date(0) }))).toEqual({ at: '1970-01-01T00:00:00.000Z' });
  });
});
