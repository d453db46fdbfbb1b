import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { COMPONENT_KINDS, type ProtocolComponent, scheduleSchema, targetSchema } from '@uh/core/custom-protocols/protocol-document.schema';
import { findProtocol, PROTOCOL_NOT_FOUND } from '@uh/core/coach-tools/tool-plans.logic';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import type { McpCaller, McpDeps } from './mcp-tool-kit';

/** The longest range get_protocol_days reads in one call: a quarter, so that one answer stays small enough to read whole. */
export const MAX_TOOL_DAY_RANGE = 92;

export const ownProtocolSchema = z.object({ id: z.number().int(), documentId: z.string(), title: z.string() });

const componentSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(COMPONENT_KINDS),
  /** A measure's unit; null for the other kinds (a duration is logged in seconds). */
  unit: z.string().nullable(),
  /** What a day needs of this component to be done; null when it has no target. */
  target: targetSchema.nullable(),
  /** The values a scale takes; null for the other kinds. */
  scale: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});

export const protocolSummarySchema = ownProtocolSchema.extend({
  archived: z.boolean(),
  components: z.array(componentSummarySchema),
  schedule: scheduleSchema,
});

function componentSummaryOf(component: ProtocolComponent): z.infer<typeof componentSummarySchema> {
  return {
    id: component.id,
    label: component.label,
    kind: component.kind,
    unit: component.kind === 'measure' ? component.unit : null,
    target: 'target' in component && component.target ? component.target : null,
    scale: component.kind === 'scale' ? { min: component.min, max: component.max } : null,
  };
}

export const ownProtocolOf = ({ id, document }: CustomProtocol) => ({ id, documentId: document.id, title: document.title });

/** What a client needs to log on a protocol and read its days, without the rest of the document. */
export function protocolSummaryOf(protocol: CustomProtocol): z.infer<typeof protocolSummarySchema> {
  return {
    ...ownProtocolOf(protocol),
    archived: protocol.archived,
    components: protocol.document.components.map(componentSummaryOf),
    schedule: protocol.document.schedule,
  };
}

/** The caller's protocol a tool names, by number or by document id. Anyone else's, or none: the HTTP routes' 404. */
export async function resolveProtocol(deps: McpDeps, caller: McpCaller, ref: number | string): Promise<CustomProtocol> {
  const found = findProtocol(await deps.services.customProtocols.list(deps.db, caller.user.id), ref);
  if (!found) throw notFound(PROTOCOL_NOT_FOUND);
  return found;
}
