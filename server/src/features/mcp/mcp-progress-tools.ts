import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { progressSummarySchema } from '@uh/core/progress/progress.schema';
import { jsonResult, readToolConfig, runReadTool, type McpCaller, type McpDeps } from './mcp-tool-kit';

export function registerProgressTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  server.registerTool(
    'get_progress_summary',
    { ...readToolConfig('get_progress_summary'), outputSchema: progressSummarySchema },
    async (query) =>
      runReadTool(deps, caller, 'get_progress_summary', async () =>
        jsonResult(progressSummarySchema.parse(await deps.services.progressSummary(deps.db, caller.user, query))),
      ),
  );
}
