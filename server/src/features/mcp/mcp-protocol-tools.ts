import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import { localDay } from '@uh/core/common/local-day.schema';
import { customDaysSchema, customEntryCreateSchema, customEntrySchema } from '@uh/core/custom-protocols/custom-protocols.schema';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error';
import { jsonResult, runWithScope, type McpCaller, type McpDeps } from './mcp-tool-kit';
import {
  MAX_TOOL_DAY_RANGE,
  ownProtocolOf,
  ownProtocolSchema,
  protocolRefSchema,
  protocolSummaryOf,
  protocolSummarySchema,
  resolveProtocol,
} from './mcp-protocol-views';

const listOutput = z.object({ protocols: z.array(protocolSummarySchema) });

const daysInput = z.strictObject({
  protocol: protocolRefSchema,
  from: localDay('from').optional().describe('yyyy-MM-dd; 6 days before `to` when left out'),
  to: localDay('to').optional().describe('yyyy-MM-dd; today in the person’s time zone when left out'),
});
const daysOutput = customDaysSchema.extend({ protocol: ownProtocolSchema });

const entryShape = customEntryCreateSchema.shape;
const entryInput = z.strictObject({
  protocol: protocolRefSchema,
  componentId: entryShape.componentId.describe('The component’s id, as list_protocols names it'),
  date: localDay('date').optional().describe('yyyy-MM-dd; today in the person’s time zone when left out'),
  value: entryShape.value.describe('Every kind but text: a check is 1 (done) or 0, a duration is in seconds, a measure in its unit'),
  text: entryShape.text.describe('For a text component only'),
  note: entryShape.note,
});

const DAY_MS = 86_400_000;

/** The range asked for, filled in from the person's today and held to what one call may read. */
function rangeOf(caller: McpCaller, from: string | undefined, to: string | undefined) {
  const end = to ?? localDateOf(new Date(), caller.user.timeZone);
  const start = from ?? addDays(end, -6);
  if (start > end) throw badRequest('to cannot be before from');
  if ((Date.parse(end) - Date.parse(start)) / DAY_MS >= MAX_TOOL_DAY_RANGE) {
    throw badRequest(`a range spans at most ${MAX_TOOL_DAY_RANGE} days`);
  }
  return { from: start, to: end };
}

/** The person's own protocols (docs/protocols.md): listing them, reading their days, logging a value. */
export function registerProtocolTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  const protocols = deps.services.customProtocols;

  server.registerTool(
    'list_protocols',
    {
      title: 'List your own protocols',
      description:
        'The protocols the person defined themselves (breathwork, sauna, supplements…), in their order: each one’s ids, ' +
        'title, components (what can be logged, with kind, unit and daily target) and schedule. Needs the logs:read scope.',
      inputSchema: z.strictObject({}),
      outputSchema: listOutput,
      annotations: { readOnlyHint: true },
    },
    async () =>
      runWithScope(deps, caller, 'logs:read', async () =>
        jsonResult(listOutput.parse({ protocols: (await protocols.list(deps.db, caller.user.id)).map(protocolSummaryOf) })),
      ),
  );

  server.registerTool(
    'get_protocol_days',
    {
      title: 'Get a protocol’s days',
      description:
        'One of the person’s own protocols, day by day from `from` to `to` (at most 92 days, the last 7 by default): ' +
        'each day’s state (done, partial, notDone, skipped, paused, unknown: nothing logged, never counted as missed), ' +
        'figures and entries, with habit strength (0–100), counts per state and the current streak. Needs the logs:read scope.',
      inputSchema: daysInput,
      outputSchema: daysOutput,
      annotations: { readOnlyHint: true },
    },
    async ({ protocol: ref, from, to }) =>
      runWithScope(deps, caller, 'logs:read', async () => {
        const range = rangeOf(caller, from, to);
        const protocol = await resolveProtocol(deps, caller, ref);
        const days = await protocols.readDays(deps.db, caller.user.id, protocol.id, range);
        return jsonResult(daysOutput.parse({ protocol: ownProtocolOf(protocol), ...days }));
      }),
  );

  server.registerTool(
    'log_protocol_entry',
    {
      title: 'Log a value on your own protocol',
      description:
        'Logs one value of one component of the person’s own protocol on a day (today by default), as the app’s quick-log ' +
        'does: `value` for a check (1 done, 0 not done), count, duration (seconds), measure or scale, `text` for a text ' +
        'component. The value must fit the component (a scale’s range…). Needs the logs:write scope.',
      inputSchema: entryInput,
      outputSchema: customEntrySchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    async ({ protocol: ref, date, ...entry }) =>
      runWithScope(deps, caller, 'logs:write', async () => {
        // The body POST /api/custom-protocols/{id}/entries takes, through the same schema.
        const checked = customEntryCreateSchema.safeParse({ ...entry, date: date ?? localDateOf(new Date(), caller.user.timeZone) });
        if (!checked.success) throw badRequest(checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
        const protocol = await resolveProtocol(deps, caller, ref);
        return jsonResult(customEntrySchema.parse(await protocols.createEntry(deps, caller.user.id, protocol.id, checked.data)));
      }),
  );
}
