import { z } from 'zod';
import { COMPONENT_KINDS, PROTOCOL_COLORS, PROTOCOL_ICONS, TARGET_AGGREGATES, TARGET_KINDS, UNITS } from './protocol-document.vocabulary';
import { scheduleSchema } from './protocol-schedule.schema';

export * from './protocol-document.vocabulary';
export * from './protocol-schedule.schema';

/**
 * A protocol as open data (docs/protocols.md): one JSON document, version 1, that a person writes
 * with a form, exports to a file and imports on another server with no edits. Every object refuses
 * keys it does not know, so a file from a newer version is refused with the field named rather
 * than half understood.
 */
export const PROTOCOL_DOCUMENT_VERSION = 1;
export const MAX_COMPONENTS = 20;
export const MAX_NAME_LENGTH = 80;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_SOURCES = 10;
export const MAX_SAFETY_QUESTIONS = 10;
export const MAX_SCALE_STEPS = 11;

const name = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .min(1, `${label} cannot be empty`)
    .max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters`);

/** Ids are written into files and URLs: lower case words joined by dashes. */
export const slugSchema = (label: string) =>
  z
    .string({ message: `${label} must be text` })
    .min(1, `${label} cannot be empty`)
    .max(40, `${label} must be at most 40 characters`)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${label} must be lower-case letters, digits and dashes, such as box-breathing`);

const finite = (label: string) => z.number({ message: `${label} must be a number` }).refine(Number.isFinite, `${label} must be a number`);

export const targetSchema = z
  .strictObject({
    kind: z.enum(TARGET_KINDS, { message: `target.kind must be one of ${TARGET_KINDS.join(', ')}` }),
    value: finite('target.value').min(0, 'target.value cannot be negative'),
    /** The upper bound of a `range` target. */
    max: finite('target.max').min(0, 'target.max cannot be negative').optional(),
    aggregate: z.enum(TARGET_AGGREGATES, { message: `target.aggregate must be one of ${TARGET_AGGREGATES.join(', ')}` }).default('sum'),
  })
  .superRefine((target, ctx) => {
    if (target.kind === 'range' && (target.max === undefined || target.max < target.value)) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'a range target needs max at least as large as value' });
    }
    if (target.kind !== 'range' && target.max !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'max is only for a range target' });
    }
  });
export type ProtocolTarget = z.infer<typeof targetSchema>;

const componentBase = {
  id: slugSchema('id'),
  label: name('label'),
  /** A dose, timing or how-to shown beside the label: "400 mg with food". */
  hint: z.string().trim().max(200, 'hint must be at most 200 characters').optional(),
};

const checkComponent = z.strictObject({ ...componentBase, kind: z.literal('check') });
const countComponent = z.strictObject({ ...componentBase, kind: z.literal('count'), target: targetSchema.optional() });
const durationComponent = z.strictObject({ ...componentBase, kind: z.literal('duration'), target: targetSchema.optional() });
const measureComponent = z.strictObject({
  ...componentBase,
  kind: z.literal('measure'),
  unit: z.enum(UNITS, { message: `unit must be one of ${UNITS.join(', ')}` }),
  target: targetSchema.optional(),
});
const scaleComponent = z
  .strictObject({
    ...componentBase,
    kind: z.literal('scale'),
    min: z.number().int('min must be a whole number').min(0, 'min cannot be negative').max(100, 'min must be at most 100'),
    max: z.number().int('max must be a whole number').min(1, 'max must be at least 1').max(100, 'max must be at most 100'),
    /** One label per step from min to max, or none. */
    labels: z.array(z.string().trim().min(1).max(40)).max(MAX_SCALE_STEPS).optional(),
    target: targetSchema.optional(),
  })
  .superRefine((scale, ctx) => {
    if (scale.max <= scale.min) ctx.addIssue({ code: 'custom', path: ['max'], message: 'max must be larger than min' });
    else if (scale.max - scale.min + 1 > MAX_SCALE_STEPS) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: `a scale has at most ${MAX_SCALE_STEPS} steps` });
    } else if (scale.labels && scale.labels.length !== scale.max - scale.min + 1) {
      ctx.addIssue({ code: 'custom', path: ['labels'], message: `labels needs one label per step (${scale.max - scale.min + 1})` });
    }
  });
const textComponent = z.strictObject({ ...componentBase, kind: z.literal('text') });

export const componentSchema = z.discriminatedUnion(
  'kind',
  [checkComponent, countComponent, durationComponent, measureComponent, scaleComponent, textComponent],
  { message: `kind must be one of ${COMPONENT_KINDS.join(', ')}` },
);
export type ProtocolComponent = z.infer<typeof componentSchema>;
export type ComponentKind = ProtocolComponent['kind'];

export const groupSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('all') }),
    z.strictObject({ kind: z.literal('any') }),
    z.strictObject({
      kind: z.literal('atLeast'),
      count: z.number().int('group.count must be a whole number').min(1, 'group.count must be at least 1'),
    }),
  ],
  { message: 'group.kind must be one of all, any, atLeast' },
);
export type ProtocolGroup = z.infer<typeof groupSchema>;

export const safetySchema = z.strictObject({
  /** Asked once, before the first log. */
  questions: z.array(z.string().trim().min(1).max(200)).max(MAX_SAFETY_QUESTIONS).default([]),
  /** The longest a single session should last, in minutes. */
  maxDurationMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  /** Whether the app's risk screen (docs/product.md) is shown before logging. */
  riskScreen: z.boolean().default(false),
});

export const sourceSchema = z.strictObject({
  title: z.string().trim().min(1, 'sources[].title cannot be empty').max(200),
  url: z
    .url({ protocol: /^https?$/, message: 'sources[].url must be an http(s) address' })
    .max(500)
    .optional(),
});

export const protocolDocumentSchema = z
  .strictObject({
    format: z.literal('ultimate-human.protocol', { message: 'format must be "ultimate-human.protocol"' }),
    formatVersion: z.literal(PROTOCOL_DOCUMENT_VERSION, {
      message: `formatVersion ${PROTOCOL_DOCUMENT_VERSION} is the only version this server reads`,
    }),
    id: slugSchema('id'),
    /** The author's own revision number, shown beside the title. */
    version: z.number().int('version must be a whole number').min(1, 'version must be at least 1').max(1_000_000).default(1),
    title: name('title'),
    description: z
      .string()
      .trim()
      .max(MAX_DESCRIPTION_LENGTH, `description must be at most ${MAX_DESCRIPTION_LENGTH} characters`)
      .default(''),
    sources: z.array(sourceSchema).max(MAX_SOURCES, `sources holds at most ${MAX_SOURCES} entries`).default([]),
    icon: z.enum(PROTOCOL_ICONS, { message: `icon must be one of ${PROTOCOL_ICONS.join(', ')}` }).default('check'),
    color: z.enum(PROTOCOL_COLORS, { message: `color must be one of ${PROTOCOL_COLORS.join(', ')}` }).default('teal'),
    components: z
      .array(componentSchema)
      .min(1, 'a protocol needs at least one component')
      .max(MAX_COMPONENTS, `a protocol has at most ${MAX_COMPONENTS} components`),
    group: groupSchema.default({ kind: 'all' }),
    schedule: scheduleSchema,
    safety: safetySchema.default({ questions: [], riskScreen: false }),
  })
  .superRefine((document, ctx) => {
    const seen = new Set<string>();
    document.components.forEach((component, index) => {
      if (seen.has(component.id))
        ctx.addIssue({ code: 'custom', path: ['components', index, 'id'], message: `component id "${component.id}" is used twice` });
      seen.add(component.id);
    });
    if (document.group.kind === 'atLeast' && document.group.count > document.components.length) {
      ctx.addIssue({ code: 'custom', path: ['group', 'count'], message: 'group.count cannot exceed the number of components' });
    }
  });
export type ProtocolDocument = z.infer<typeof protocolDocumentSchema>;
/** A document as written in a file, before defaults are filled in. */
export type ProtocolDocumentInput = z.input<typeof protocolDocumentSchema>;
