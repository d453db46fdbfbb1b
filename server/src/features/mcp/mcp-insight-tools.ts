import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { insightsAnswerSchema } from '@uh/core/insights/insights.schema';
import { jsonResult, runWithScope, type McpCaller, type McpDeps } from './mcp-tool-kit';

export function registerInsightTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  server.registerTool(
    'get_insights',
    {
      title: 'Get what works for me',
      description:
        'Each pair the person follows (a protocol or an amount, an outcome such as HRV or sleep, and a lag) with what their ' +
        'own data says: status link, noLink or notEnoughData, the effect with its 90 % interval, p-values and a sentence; ' +
        'below the gate, what is missing. A link in their data, not proof of cause. Needs the progress:read scope.',
      inputSchema: z.strictObject({}),
      outputSchema: insightsAnswerSchema,
      annotations: { readOnlyHint: true },
    },
    async () =>
      runWithScope(deps, caller, 'progress:read', async () =>
        jsonResult(insightsAnswerSchema.parse(await deps.services.insights(deps.db, caller.user))),
      ),
  );
}
