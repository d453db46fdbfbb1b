import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { inSentence } from '@uh/core/common/label-in-sentence.logic';
import { coldLogCreateSchema, coldLogSchema } from '@uh/core/cold-exposure/cold-exposure.schema';
import { FASTING_STAGES, fastingStageIndex, secondsBetween } from '@uh/core/fasting/fasting.logic';
import { fastingLogSchema } from '@uh/core/fasting/fasting.schema';
import { PROTOCOL_KEYS, type ProtocolKey } from '@uh/core/progress/progress.logic';
import { PROTOCOL_LOG_SCHEMAS } from '@uh/core/protocols/protocol-log-schemas';
import { TRACKED_PROTOCOLS } from '@uh/core/protocols/protocol-registry';
import { LIST_LIMIT_MAX, listQuerySchema, type ListQuery } from '@uh/core/protocols/protocols.schema';
import { z } from 'zod';
import { errorResult, isOtherPerson, jsonResult, OTHER_PERSON_REFUSED, runWithScope, type McpCaller, type McpDeps } from './mcp-tool-kit';

const protocol = z.enum(PROTOCOL_KEYS, { message: `protocol must be one of ${PROTOCOL_KEYS.join(', ')}` });

/** The counted protocols as a sentence names them: '30-30-30, fasting or cold exposure'. */
const PROTOCOL_NAMES = new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(
  TRACKED_PROTOCOLS.map(({ habit }) => inSentence(habit.label)),
);

const listLogsInput = listQuerySchema.extend({ protocol });
const listLogsOutput = z.object({ protocol, logs: z.array(z.union(Object.values(PROTOCOL_LOG_SCHEMAS))) });

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
  server.registerTool(
    'list_logs',
    {
      title: 'List protocol logs',
      description:
        `The newest logs of one protocol (${PROTOCOL_NAMES}), newest first. Page back with \`before\` ` +
        '(the oldest timestamp already seen). Fast durations are in seconds. Needs the logs:read scope.',
      inputSchema: listLogsInput,
      outputSchema: listLogsOutput,
      annotations: { readOnlyHint: true },
    },
    async ({ protocol: key, ...query }) =>
      runWithScope(deps, caller, 'logs:read', async () => jsonResult({ protocol: key, logs: await logsOf(deps, caller, key, query) })),
  );

  server.registerTool(
    'get_active_fast',
    {
      title: 'Get the running fast',
      description: 'The fast running now (null when none), how long it has run and its fasting stage. Needs the logs:read scope.',
      inputSchema: z.strictObject({}),
      outputSchema: activeFastOutput,
      annotations: { readOnlyHint: true },
    },
    async () =>
      runWithScope(deps, caller, 'logs:read', async () => {
        // Only one fast runs at a time, and it is among the newest: the app looks for it the same way.
        const recent = await deps.services.logs.fasting.list(deps, caller.user, { limit: LIST_LIMIT_MAX });
        const running = recent.find((fast) => fast.endTime === null);
        if (!running) return jsonResult({ activeFast: null, elapsedSeconds: null, stage: null });
        const elapsedSeconds = secondsBetween(new Date(running.startTime), new Date());
        const stage = FASTING_STAGES[fastingStageIndex(elapsedSeconds)]!.name;
        return jsonResult(activeFastOutput.parse({ activeFast: running, elapsedSeconds, stage }));
      }),
  );

  server.registerTool(
    'log_cold_session',
    {
      title: 'Log a cold exposure session',
      description:
        'Logs a cold shower, plunge or the like, as the app does: a session of 30 seconds or more ticks the day’s ' +
        'cold exposure checklist item. `duration` is in seconds, `temperature` in `temperatureUnit` (F by default). ' +
        'Needs the logs:write scope.',
      inputSchema: coldLogCreateSchema,
      outputSchema: coldLogSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    async (input) =>
      runWithScope(deps, caller, 'logs:write', async () => {
        if (isOtherPerson(caller, input.userId)) return errorResult(OTHER_PERSON_REFUSED);
        return jsonResult(coldLogSchema.parse(await deps.services.logs.coldExposure.create(deps, caller.user, input)));
      }),
  );
}
