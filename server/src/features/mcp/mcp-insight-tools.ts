import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { insightsAnswerSchema } from '@uh/core/insights/insights.schema';
import { jsonResult, readToolConfig, runReadTool, type McpCaller, type McpDeps } from './mcp-tool-kit';

export function registerInsightTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  server.registerTool('get_insights', { ...readToolConfig('get_insights'), outputSchema: insightsAnswerSchema }, async () =>
    runReadTool(deps, caller, 'get_insights', async () =>
      jsonResult(insightsAnswerSchema.parse(await deps.services.insights(deps.db, caller.user))),
    ),
  );
}
