import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { progressQuerySchema, progressSummarySchema } from '@uh/core/progress/progress.schema';
import { jsonResult, runWithScope, type McpCaller, type McpDeps } from './mcp-tool-kit';

export function registerProgressTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  server.registerTool(
    'get_progress_summary',
    {
      title: 'Get the progress summary',
      description:
        'Streaks, weekly rates, adherence and biometric trends for this week, the last 30 days or all time: what the ' +
        'dashboard and Progress screens show. Needs the progress:read scope.',
      inputSchema: progressQuerySchema,
      outputSchema: progressSummarySchema,
      annotations: { readOnlyHint: true },
    },
    async (query) =>
      runWithScope(deps, caller, 'progress:read', async () =>
        jsonResult(progressSummarySchema.parse(await deps.services.progressSummary(deps.db, caller.user, query))),
      ),
  );
}
