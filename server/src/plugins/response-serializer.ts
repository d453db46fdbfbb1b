import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as checkingSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/** A writer compiled from the JSON Schema of a route's answer, or null for a schema JSON Schema cannot say. */
function compiledWriter(schema: z.ZodType): ((data: unknown) => string) | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * Answers are written by a serializer compiled once per route from its response schema
 * (fast-json-stringify): checking every answer against its zod schema while writing it cost more
 * than the rest of a small request (docs/decisions/0032). A schema JSON Schema cannot express
 * (a date object) keeps the checking writer. With `checkAnswers` (the tests, and development) each
 * answer is also checked against its schema and written both ways, and a difference fails the
 * request, so a route whose answer drifts from its schema, or that the compiled writer would write
 * differently, fails its test.
 */
export function responseSerializerCompiler(checkAnswers: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route: RouteSchema) => {
    const checking = checkingSerializerCompiler(route as Parameters<typeof checkingSerializerCompiler>[0]);
    const compiled = compiledWriter(route.schema);
    if (!compiled) return checking;
    if (!checkAnswers) return compiled;
    return (data) => {
      const checked = checking(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(checked))) {
        throw new Error(`${route.method} ${route.url}: the compiled writer's answer differs from the schema's: ${written.slice(0, 300)}`);
      }
      return written;
    };
  };
}
