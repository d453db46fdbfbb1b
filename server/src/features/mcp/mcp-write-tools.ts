import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { chatDraftSchema } from '@uh/core/chat/chat-drafts.schema';
import { appliedWriteSchema, type ToolPlan } from '@uh/core/coach-tools/tool-plan.schema';
import { confirmProposalInput, proposalDecisionInput } from '@uh/core/coach-tools/tool-inputs.schema';
import { NAMES_A_PROTOCOL, planOf, type PlanContext } from '@uh/core/coach-tools/tool-plans.logic';
import { COACH_TOOLS, WRITE_TOOL_NAMES, type ToolInput, type WriteToolName } from '@uh/core/coach-tools/tool-registry';
import { WRITE_WITHOUT_CONFIRM_SCOPE, type ApiScope } from '@uh/core/embed/embed-tokens.schema';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-error';
import { toolCallRefusal } from '../../lib/tool-rate-limit';
import { errorResult, isOtherPerson, jsonResult, OTHER_PERSON_REFUSED, runWithScope, type McpCaller, type McpDeps } from './mcp-tool-kit';

export const PROPOSAL_GONE = 'This proposal was already confirmed or discarded, has expired, or is not one this server made for a tool';

const proposalSchema = chatDraftSchema.pick({ id: true, summary: true, plan: true, expiresAt: true });
export const writeResultSchema = z.object({
  /** proposed: nothing is stored yet; stored: the write is done, `sentence` says what the database now holds. */
  status: z.enum(['proposed', 'stored']),
  proposal: proposalSchema.optional(),
  sentence: z.string().optional(),
  written: appliedWriteSchema.nullable().optional(),
  next: z.string().optional(),
});
const discardResultSchema = z.object({ status: z.literal('discarded') });

const NEXT_STEP =
  'Nothing is stored yet. Show the person this summary; once they agree, call confirm_proposal with this proposalId ' +
  'and confirm: true, or discard_proposal if they do not.';
const CONFIRM_NOTE =
  ' Proposes the change: nothing is stored until confirm_proposal is called with the proposal’s id and confirm: true ' +
  `(a token with the ${WRITE_WITHOUT_CONFIRM_SCOPE} scope stores at once).`;

/** The scope a plan's write needs: the one of the write tool that proposes its kind. */
const scopeOfPlan = (plan: ToolPlan): ApiScope =>
  COACH_TOOLS[WRITE_TOOL_NAMES.find((name) => COACH_TOOLS[name].plans.includes(plan.kind))!].scope;

async function contextFor(deps: McpDeps, caller: McpCaller, name: WriteToolName): Promise<PlanContext> {
  const context: PlanContext = { now: new Date(), timeZone: caller.user.timeZone };
  // Only the tools that name one of the person's own protocols need them, to find it.
  if (NAMES_A_PROTOCOL.includes(name)) context.protocols = await deps.services.customProtocols.list(deps.db, caller.user.id);
  return context;
}

async function storeAtOnce(deps: McpDeps, caller: McpCaller, id: string) {
  const confirmed = await deps.services.proposals.confirm(deps.db, caller.user, id);
  return jsonResult(writeResultSchema.parse({ status: 'stored', ...confirmed }));
}

async function propose<K extends WriteToolName>(deps: McpDeps, caller: McpCaller, name: K, input: ToolInput<K>) {
  if ('userId' in input && isOtherPerson(caller, input.userId as number | undefined)) return errorResult(OTHER_PERSON_REFUSED);
  const tooMany = await toolCallRefusal(deps.limiter, caller.user.id, name);
  if (tooMany) return errorResult(tooMany);
  const planned = planOf(name, input, await contextFor(deps, caller, name));
  if (!planned.ok) throw planned.status === 404 ? notFound(planned.message) : badRequest(planned.message);
  const proposed = await deps.services.proposals.propose(deps.db, caller.user, planned.plan);
  if (!proposed.ok) return errorResult(proposed.refusal);
  const { id, summary, plan, expiresAt } = proposed.draft;
  if (caller.scopes.includes(WRITE_WITHOUT_CONFIRM_SCOPE)) {
    try {
      return await storeAtOnce(deps, caller, id);
    } catch (error) {
      // Refused by the tracker's rules (no fast running to end): nothing was stored, and nothing is left waiting.
      await deps.services.proposals.discard(deps.db, caller.user.id, id);
      throw error;
    }
  }
  return jsonResult(writeResultSchema.parse({ status: 'proposed', proposal: { id, summary, plan, expiresAt }, next: NEXT_STEP }));
}

/**
 * The registry's write tools (core/src/coach-tools/tool-registry.ts) over MCP: each one proposes,
 * and confirm_proposal writes. The proposal is held to the coach's risk screen, and only this
 * door's proposals can be confirmed or discarded here (a draft the chat offered is the app's).
 */
export function registerWriteTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  for (const name of WRITE_TOOL_NAMES) {
    const tool = COACH_TOOLS[name];
    server.registerTool(
      name,
      {
        title: tool.title,
        description: `${tool.description}${CONFIRM_NOTE} Needs the ${tool.scope} scope.`,
        inputSchema: tool.input,
        outputSchema: writeResultSchema,
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
      },
      async (input: ToolInput<typeof name>) => runWithScope(deps, caller, tool.scope, () => propose(deps, caller, name, input)),
    );
  }

  server.registerTool(
    'confirm_proposal',
    {
      title: 'Confirm a proposed change',
      description:
        'Stores what a write tool proposed, once the person has agreed to it: `confirm` must be true. Answers the sentence ' +
        'written from the record as the database holds it. Needs the scope of the tool that proposed it.',
      inputSchema: confirmProposalInput,
      outputSchema: writeResultSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    async ({ proposalId }) => {
      const pending = await deps.services.proposals.find(deps.db, caller.user.id, proposalId);
      if (!pending) return errorResult(PROPOSAL_GONE);
      return runWithScope(deps, caller, scopeOfPlan(pending.plan), () => storeAtOnce(deps, caller, proposalId));
    },
  );

  server.registerTool(
    'discard_proposal',
    {
      title: 'Discard a proposed change',
      description: 'Drops what a write tool proposed: nothing is stored. Needs the scope of the tool that proposed it.',
      inputSchema: proposalDecisionInput,
      outputSchema: discardResultSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    },
    async ({ proposalId }) => {
      const pending = await deps.services.proposals.find(deps.db, caller.user.id, proposalId);
      if (!pending) return errorResult(PROPOSAL_GONE);
      return runWithScope(deps, caller, scopeOfPlan(pending.plan), async () => {
        await deps.services.proposals.discard(deps.db, caller.user.id, proposalId);
        return jsonResult({ status: 'discarded' });
      });
    },
  );
}
