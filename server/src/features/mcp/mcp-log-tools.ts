import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { FASTING_STAGES, fastingStageIndex, secondsBetween } from '@uh/core/fasting/fasting.logic';
import { fastingLogSchema } from '@uh/core/fasting/fasting.schema';
import { PROTOCOL_KEYS, type ProtocolKey } from '@uh/core/progress/progress.logic';
import { PROTOCOL_LOG_SCHEMAS } from '@uh/core/protocols/protocol-log-schemas';
import { LIST_LIMIT_MAX, type ListQuery } from '@uh/core/protocols/protocols.schema';
import { z } from 'zod';
import { jsonResult, readToolConfig, runReadTool, type McpCaller, type McpDeps } from './mcp-tool-kit';

const listLogsOutput = z.object({ protocol: z.enum(PROTOCOL_KEYS), logs: z.array(z.union(Object.values(PROTOCOL_LOG_SCHEMAS))) });

const activeFastOutput = z.object({
  activeFast: fastingLogSchema.nullable(),
  /** Seconds since it started, and the fasting stage that puts it in; null without a running fast. */
  elapsedSeconds: z.number().int().nullable(),
  stage: z.string().nullable(),
});

/** One page of a protocol's logs, newest first, as its HTTP list route answers it (fast durations in seconds). */
async function logsOf(deps: McpDeps, caller: McpCaller, key: ProtocolKey, query: ListQuery) {
  const logs: unknown = await deps.services.logs[key].list(deps, caller.user, query);
  return z.array(PROTOCOL_LOG_SCHEMAS[key]).parse(logs);
}

export function registerLogTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  server.registerTool('list_logs', { ...readToolConfig('list_logs'), outputSchema: listLogsOutput }, async ({ protocol: key, ...query }) =>
    runReadTool(deps, caller, 'list_logs', async () => jsonResult({ protocol: key, logs: await logsOf(deps, caller, key, query) })),
  );

  server.registerTool('get_active_fast', { ...readToolConfig('get_active_fast'), outputSchema: activeFastOutput }, async () =>
    runReadTool(deps, caller, 'get_active_fast', async () => {
      // Only one fast runs at a time, and it is among the newest: the app looks for it the same way.
      const recent = await deps.services.logs.fasting.list(deps, caller.user, { limit: LIST_LIMIT_MAX });
      const running = recent.find((fast) => fast.endTime === null);
      if (!running) return jsonResult({ activeFast: null, elapsedSeconds: null, stage: null });
      const elapsedSeconds = secondsBetween(new Date(running.startTime), new Date());
      const stage = FASTING_STAGES[fastingStageIndex(elapsedSeconds)]!.name;
      return jsonResult(activeFastOutput.parse({ activeFast: running, elapsedSeconds, stage }));
    }),
  );
}
