import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { experimentResultSchema, experimentViewSchema } from '@uh/core/experiments/experiments.schema';
import { recordId } from '@uh/core/common/storable.schema';
import { z } from 'zod';
import { jsonResult, runWithScope, type McpCaller, type McpDeps } from './mcp-tool-kit';

const listOutput = z.object({ experiments: z.array(experimentViewSchema) });
const resultInput = z.strictObject({
  experimentId: recordId('experimentId').describe('The experiment’s id, as list_experiments names it'),
});

/** The person's N-of-1 experiments (docs/experiments.md), read only: making and stopping them stays in the app. */
export function registerExperimentTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  const experiments = deps.services.experiments;

  server.registerTool(
    'list_experiments',
    {
      title: 'List your experiments',
      description:
        'The person’s N-of-1 experiments, newest first: the habit switched on and off, the outcome, the lag, the smallest ' +
        'change that matters, the design and stopping rule, the plan of on, off, baseline and washout days, and what today ' +
        'asks (`today.assigned`: 1 the habit, 0 without). Needs the progress:read scope.',
      inputSchema: z.strictObject({}),
      outputSchema: listOutput,
      annotations: { readOnlyHint: true },
    },
    async () =>
      runWithScope(deps, caller, 'progress:read', async () =>
        jsonResult(listOutput.parse({ experiments: await experiments.list(deps, caller.user) })),
      ),
  );

  server.registerTool(
    'get_experiment_result',
    {
      title: 'Get what an experiment showed',
      description:
        'One experiment’s figures so far: each passed day followed, notFollowed or unknown, the effect with its 90 % ' +
        'interval, P(meaningful), P(no meaningful effect), the verdict (likelyMeaningful, likelyNoMeaningfulEffect or ' +
        'inconclusive) and its sentence. Needs the progress:read scope.',
      inputSchema: resultInput,
      outputSchema: experimentResultSchema,
      annotations: { readOnlyHint: true },
    },
    async ({ experimentId }) =>
      runWithScope(deps, caller, 'progress:read', async () =>
        jsonResult(experimentResultSchema.parse(await experiments.result(deps, caller.user, experimentId))),
      ),
  );
}
