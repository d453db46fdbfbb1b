import { z } from 'zod';
import { toLocalDateTime } from '../common/local-date-time.logic';
import type { ExtractionOptions } from './detection.logic';
import { fittingProposals } from './protocol-entries.logic';
import { MAX_PROTOCOL_ENTRIES, type OwnProtocol, type ProtocolEntryProposal } from './protocol-entries.schema';
import { extractedEntrySchema, JOURNAL_ENTRY_TYPES, WATER_UNITS, type ExtractedEntry } from './voice-journal.schema';

/**
 * Reading journal entries with a language model: the request (a JSON schema the answer must follow,
 * and the messages) and the check of the answer against the same zod schema the rules' entries
 * follow. Only the transcript, the person's units and their local clock time leave the server.
 */

export const EXTRACTION_SCHEMA_NAME = 'journal_entries';

/** What the model answers: the entries in the order they were said. */
export const modelAnswerSchema = z.object({
  entries: z.array(extractedEntrySchema).min(1).max(20),
  /** Values on the person's own protocols; checked against each stored document before use. */
  protocolEntries: z
    .array(z.object({ protocolId: z.number().int(), componentId: z.string(), value: z.number() }))
    .max(MAX_PROTOCOL_ENTRIES)
    .optional(),
});

type JsonSchema = { [key: string]: unknown };

// Keywords a strict JSON-schema mode may refuse (OpenAI's strict mode, llama.cpp's grammar
// conversion): they are checked afterwards by zod, so the model is not told about them.
const DROPPED_KEYWORDS = new Set(['$schema', 'minLength', 'maxLength', 'pattern', 'format', 'exclusiveMinimum', 'minItems', 'maxItems']);

/**
 * A schema every OpenAI-compatible strict mode takes: `anyOf` for unions, `enum` for constants,
 * every property required and closed objects, an optional property as "its type or null" (nulls
 * are removed again before the answer is checked).
 */
export function portableSchema(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED_KEYWORDS.has(key)) continue;
    if (key === 'oneOf') out.anyOf = (value as JsonSchema[]).map(portableSchema);
    else if (key === 'const') out.enum = [value];
    else if (key === 'items' || key === 'additionalProperties')
      out[key] = typeof value === 'object' ? portableSchema(value as JsonSchema) : value;
    else if (key === 'anyOf' || key === 'allOf') out[key] = (value as JsonSchema[]).map(portableSchema);
    else if (key !== 'properties' && key !== 'required') out[key] = value;
  }
  if (schema.type === 'object' && schema.properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const properties = schema.properties as Record<string, JsonSchema>;
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => {
        const portable = portableSchema(property);
        return [name, required.has(name) ? portable : { anyOf: [portable, { type: 'null' }] }];
      }),
    );
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

let cachedSchema: JsonSchema | null = null;
/** The JSON schema sent as `response_format.json_schema.schema`. */
export function extractionJsonSchema(): JsonSchema {
  cachedSchema ??= portableSchema(z.toJSONSchema(modelAnswerSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  return cachedSchema;
}

/** "2025-03-10T18:30 (UTC-04:00)": the clock the person reads, without naming their zone. */
export function localClock(now: Date, timeZone: string): string {
  const local = toLocalDateTime(now, timeZone);
  const offsetMinutes = Math.round((Date.parse(`${local}:00Z`) - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local} (UTC${sign}${hours}:${minutes})`;
}

const INSTRUCTIONS = [
  'You turn a voice journal transcript from a wellness tracking app into journal entries, as JSON that follows the given schema.',
  `Entry types: ${JOURNAL_ENTRY_TYPES.join(', ')}. Make one entry per thing logged, in the order said; several things in one sentence make several entries.`,
  'meal: what was eaten (description) and proteinGrams when protein is said. exercise: activity and minutes.',
  'biometric: weight with weightUnit, blood pressure as systolic and diastolic, resting heartRate, sleepHours. One biometric entry per transcript.',
  `water: ounces (US fluid ounces, converted from what was said) with spokenAmount and spokenUnit (${Object.keys(WATER_UNITS).join(', ')}).`,
  'supplement: the names taken. cold_exposure: exposureMethod (cold_shower, ice_bath, cryo, cold_plunge, winter_swimming), duration in seconds, temperature with temperatureUnit.',
  'fasting: action start or end, targetHours (12, 16, 20, 24, 36, 48, 72 or 86), startTime or endTime as ISO 8601 instants with the offset given, never in the future.',
  'note: anything else worth keeping (feelings, plans), in the speaker’s words. Something skipped or not done ("skipped my cold shower") is a note, not an entry of its type.',
  'Numbers may be written as words ("forty two", "one twenty over eighty"). Use the units the speaker said; when none was said, use their preferred units.',
  'summary: a short line for a list, such as "Meal · Eggs and a protein shake · 40 g protein". uncertain: the detail fields that were guessed or are missing but needed (a cold session without its duration).',
  'Use null for a detail that was not said. Do not invent values.',
  'protocolEntries: only for the components of the person’s own protocols listed with the transcript, named in it and not negated: a check as 1, a duration in seconds, a measure in its unit, a count as said. Null when none is named.',
].join('\n');

/** The person's own protocols as the model is told of them: ids, titles, and each component's label, kind and unit. */
function protocolsLine(protocols: readonly OwnProtocol[]): string {
  const listed = protocols.map(({ id, document }) => ({
    protocolId: id,
    title: document.title,
    components: document.components
      .filter((component) => component.kind !== 'text')
      .map((component) => ({
        componentId: component.id,
        label: component.label,
        kind: component.kind,
        ...(component.kind === 'measure' ? { unit: component.unit } : {}),
      })),
  }));
  return `The person’s own protocols: ${JSON.stringify(listed)}`;
}

/** The chat messages of an extraction request: instructions, then the transcript with the units and local time. */
export function extractionMessages(
  transcript: string,
  options: ExtractionOptions,
  protocols: readonly OwnProtocol[] = [],
): { role: 'system' | 'user'; content: string }[] {
  const weight = options.weightUnit === 'kg' ? 'kilograms (kg)' : 'pounds (lbs)';
  const temperature = options.temperatureUnit === 'C' ? '°C' : '°F';
  return [
    { role: 'system', content: INSTRUCTIONS },
    {
      role: 'user',
      content: [
        `Preferred units: weight in ${weight}, temperature in ${temperature}.`,
        `Local time now: ${localClock(options.now, options.timeZone)}.`,
        ...(protocols.length > 0 ? [protocolsLine(protocols)] : []),
        'Transcript:',
        transcript,
      ].join('\n'),
    },
  ];
}

/** The value with every null property removed, at any depth (optional fields come back as null). */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([key, field]) => [key, withoutNulls(field)]),
  );
}

/** The model's answer as entries, or null when it does not follow the schema (the rules answer then). */
export function readModelAnswer(answer: unknown): ExtractedEntry[] | null {
  const checked = modelAnswerSchema.safeParse(withoutNulls(answer));
  return checked.success ? checked.data.entries : null;
}

/**
 * The values the model's answer gives the person's own protocols, only those that fit them (a
 * protocol of theirs, its component, a value entryProblem takes); null when the answer does not
 * follow the schema.
 */
export function readModelProtocolEntries(answer: unknown, protocols: readonly OwnProtocol[]): ProtocolEntryProposal[] | null {
  const checked = modelAnswerSchema.safeParse(withoutNulls(answer));
  return checked.success ? fittingProposals(checked.data.protocolEntries ?? [], protocols) : null;
}
