import fc from 'fast-check';
import type { z } from 'zod';

/*
 * Values to send to a route, generated from its own zod schemas: values of the declared type
 * (including their boundaries), values of every other type, and strings people and attackers
 * actually send (huge, NUL, control characters, paths, scripts, emoji). A new field or route is
 * covered as soon as its schema exists.
 */

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def | null => (schema as { _zod?: { def?: Def } } | null)?._zod?.def ?? null;

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '💪🏽🧊',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '=HYPERLINK("http://x")',
  '0000-01-01',
  '2025-13-45',
  '2025-02-29',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'true',
  'null',
  '{}',
  '__proto__',
  'constructor',
  'Europe/Nowhere',
];

const BOUNDARY_NUMBERS = [0, -0, -1, 1, 0.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER + 1, 1e308, -1e308, 3e9, 1e-300];

/** Anything JSON can carry, of any type. */
export const anyJson = fc.oneof(
  { depthSize: 'small' },
  fc.constantFrom(...ODD_STRINGS),
  fc.constantFrom(...BOUNDARY_NUMBERS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(100_000)),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

const isoInstant = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());
const isoDay = isoInstant.map((instant) => instant.slice(0, 10));

/** A value of the schema's own type, often valid, often just past its limits. */
export function valueOf(schema: unknown, key = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (!def) return anyJson;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return fc.oneof(valueOf(def.innerType, key), fc.constant(undefined), fc.constant(null));
    case 'pipe':
      return valueOf(def.in, key);
    case 'object':
      return objectOf(schema as z.ZodObject);
    case 'array':
      return fc.array(valueOf(def.element, key), { maxLength: 5 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), valueOf(def.valueType, key), { maxKeys: 5 });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => valueOf(option, key)));
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries as Record<string, string>)), fc.string({ maxLength: 12 }));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0));
    case 'number':
    case 'int':
    case 'bigint':
      return fc.oneof(
        fc.integer({ min: -5, max: 500 }),
        fc.double({ noNaN: true }),
        fc.constantFrom(...BOUNDARY_NUMBERS),
        fc.integer().map(String),
      );
    case 'string':
    case 'template_literal':
      return stringFor(key);
    default:
      return anyJson;
  }
}

/** Strings shaped by what the field's name says it holds, besides odd and random ones. */
function stringFor(key: string): fc.Arbitrary<string> {
  const shaped: fc.Arbitrary<string>[] = [fc.string({ maxLength: 30 }), fc.constantFrom(...ODD_STRINGS)];
  if (/time|At$|before|after|instant/i.test(key)) shaped.push(isoInstant);
  if (/date|day|from|to$/i.test(key)) shaped.push(isoDay);
  if (/mail/i.test(key)) shaped.push(fc.emailAddress());
  if (/url|URL|origin/i.test(key)) shaped.push(fc.webUrl());
  if (/zone/i.test(key)) shaped.push(fc.constantFrom('UTC', 'Pacific/Auckland', 'America/Los_Angeles'));
  if (/^id$|Id$/.test(key)) shaped.push(fc.integer({ min: -1, max: 3_000_000_000 }).map(String));
  return fc.oneof(...shaped);
}

/** An object with the schema's keys (each sometimes left out), sometimes an unknown one too. */
export function objectOf(schema: z.ZodObject): fc.Arbitrary<Record<string, unknown>> {
  const shape = (defOf(schema)?.shape ?? {}) as Record<string, unknown>;
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, valueOf(field, key)]));
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), anyJson, { maxKeys: 2 }), { nil: undefined }),
    )
    .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
}

/** Path parameters: ids of every size and shape, dates, odd strings, percent-encoded. */
export const pathParameter = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map(String),
  fc.constantFrom('0', '-1', '2147483647', '2147483648', '1e3', '0x10', '1.5', '00001', '%00', '%2e%2e', 'null', '9'.repeat(40)),
  isoDay,
  fc.constantFrom(...ODD_STRINGS.filter((value) => value !== '')).map(encodeURIComponent),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);
