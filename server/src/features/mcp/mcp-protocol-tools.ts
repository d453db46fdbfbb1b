import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import { customDaysSchema } from '@uh/core/custom-protocols/custom-protocols.schema';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error';
import { jsonResult, readToolConfig, runReadTool, type McpCaller, type McpDeps } from './mcp-tool-kit';
import {
  MAX_TOOL_DAY_RANGE,
  ownProtocolOf,
  ownProtocolSchema,
  protocolSummaryOf,
  protocolSummarySchema,
  resolveProtocol,
} from './mcp-protocol-views';

const listOutput = z.object({ protocols: z.array(protocolSummarySchema) });
const daysOutput = customDaysSchema.extend({ protocol: ownProtocolSchema });

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

/** The person's own protocols (docs/protocols.md): listing them and reading their days. */
export function registerProtocolTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  const protocols = deps.services.customProtocols;

  server.registerTool('list_protocols', { ...readToolConfig('list_protocols'), outputSchema: listOutput }, async () =>
    runReadTool(deps, caller, 'list_protocols', async () =>
      jsonResult(listOutput.parse({ protocols: (await protocols.list(deps.db, caller.user.id)).map(protocolSummaryOf) })),
    ),
  );

  server.registerTool(
    'get_protocol_days',
    { ...readToolConfig('get_protocol_days'), outputSchema: daysOutput },
    async ({ protocol: ref, from, to }) =>
      runReadTool(deps, caller, 'get_protocol_days', async () => {
        const range = rangeOf(caller, from, to);
        const protocol = await resolveProtocol(deps, caller, ref);
        const days = await protocols.readDays(deps.db, caller.user.id, protocol.id, range);
        return jsonResult(daysOutput.parse({ protocol: ownProtocolOf(protocol), ...days }));
      }),
  );
}
