import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CHECKLIST_ITEM_KEYS } from '@uh/core/checklist/checklist.logic';
import { checklistDateParamsSchema, checklistPatchSchema, checklistSchema } from '@uh/core/checklist/checklist.schema';
import { localDateOf } from '@uh/core/common/calendar.logic';
import { z } from 'zod';
import { jsonResult, runWithScope, type McpCaller, type McpDeps } from './mcp-tool-kit';

const tickInput = z.strictObject({
  item: z.enum(CHECKLIST_ITEM_KEYS, { message: `item must be one of ${CHECKLIST_ITEM_KEYS.join(', ')}` }),
  date: checklistDateParamsSchema.shape.date.optional().describe('yyyy-MM-dd; today in the person’s time zone when left out'),
  done: z.boolean({ message: 'done must be true or false' }).default(true).describe('false unticks the item'),
});

export function registerChecklistTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  server.registerTool(
    'tick_checklist_item',
    {
      title: 'Tick a daily checklist item',
      description:
        'Ticks (or with done=false unticks) one item of the daily checklist, today by default, in the person’s time zone. ' +
        'Needs the checklist:write scope.',
      inputSchema: tickInput,
      outputSchema: checklistSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    },
    async ({ item, date, done }) =>
      runWithScope(deps, caller, 'checklist:write', async () => {
        const day = date ?? localDateOf(new Date(), caller.user.timeZone);
        // The same patch the PATCH /api/daily-checklist/{date} route takes, through the same schema.
        const patch = checklistPatchSchema.parse({ [item]: done });
        return jsonResult(checklistSchema.parse(await deps.services.patchChecklist(deps, caller.user, day, patch)));
      }),
  );
}
