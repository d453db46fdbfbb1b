import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { experimentResultSchema, experimentViewSchema } from '@uh/core/experiments/experiments.schema';
import { z } from 'zod';
import { jsonResult, readToolConfig, runReadTool, type McpCaller, type McpDeps } from './mcp-tool-kit';

const listOutput = z.object({ experiments: z.array(experimentViewSchema) });

/** The person's N-of-1 experiments (docs/experiments.md), read only: making and stopping them stays in the app. */
export function registerExperimentTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  const experiments = deps.services.experiments;

  server.registerTool('list_experiments', { ...readToolConfig('list_experiments'), outputSchema: listOutput }, async () =>
    runReadTool(deps, caller, 'list_experiments', async () =>
      jsonResult(listOutput.parse({ experiments: await experiments.list(deps, caller.user) })),
    ),
  );

  server.registerTool(
    'get_experiment_result',
    { ...readToolConfig('get_experiment_result'), outputSchema: experimentResultSchema },
    async ({ experimentId }) =>
      runReadTool(deps, caller, 'get_experiment_result', async () =>
        jsonResult(experimentResultSchema.parse(await experiments.result(deps, caller.user, experimentId))),
      ),
  );
}
