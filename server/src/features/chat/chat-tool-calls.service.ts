import { draftCardText } from '@uh/core/chat/chat-draft-words.logic';
import type { ChatDraft } from '@uh/core/chat/chat-drafts.logic';
import type { RiskFactor } from '@uh/core/chat/chat-risk-factors.logic';
import { readToolCall, type ModelTool, type ModelToolCall } from '@uh/core/coach-tools/model-tools.logic';
import { NAMES_A_PROTOCOL, planOf } from '@uh/core/coach-tools/tool-plans.logic';
import { TOOL_CALLS_PER_REPLY, type WriteToolName } from '@uh/core/coach-tools/tool-registry';
import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { Database } from '../../db/client';
import type { RateLimiter } from '../../lib/rate-limit';
import { toolCallRefusal } from '../../lib/tool-rate-limit';
import { unitsOf, type CoachOwner } from './chat-grounding.queries';
import type { ChatPorts } from './chat-ports';
import { DRAFTS_OFFERED, screened, type DraftReply } from './chat-drafts.service';
import { storeDrafts } from './chat-drafts.storage';

/** The write tools offered to a language model (`LLM_TOOLS`), as names and as the API takes them. */
export type ModelTools = { names: readonly WriteToolName[]; definitions: readonly ModelTool[] };

/** Said when a model's call cannot become a draft; nothing is stored for it. */
export const unusableCall = (name: string, reason: string) =>
  `I could not draft the change "${name}" (${reason}); nothing was saved for it.`;

type ToolCallDeps = { db: Database; ports: ChatPorts; modelTools: ModelTools; limiter: RateLimiter };

/**
 * The drafts a language model's tool calls ask for (docs/coach-tools.md): each call is checked
 * against its tool's schema, made into the tool's plan and held to the risk screen like the
 * offline coach's drafts; a call that cannot be used is named in the reply, never stored. Null
 * when the model called no tool: its answer stands as it is.
 */
export async function draftsFromToolCalls(
  { db, ports, modelTools, limiter }: ToolCallDeps,
  owner: CoachOwner,
  calls: readonly ModelToolCall[],
  mentioned: readonly RiskFactor[],
  now = new Date(),
): Promise<DraftReply | null> {
  if (calls.length === 0) return null;
  const units = unitsOf(owner);
  const drafts: ChatDraft[] = [];
  const unusable: string[] = [];
  let protocols: CustomProtocol[] | undefined;
  // One call at a time, in the order the model made them (a server without parallel calls sends
  // one); past TOOL_CALLS_PER_REPLY, the rest are named and dropped.
  for (const [index, call] of calls.entries()) {
    const read = readToolCall(call, modelTools.names);
    if (!read.ok || index >= TOOL_CALLS_PER_REPLY) {
      unusable.push(unusableCall(call.name, read.ok ? `more than ${TOOL_CALLS_PER_REPLY} changes in one reply` : read.reason));
      continue;
    }
    const tooMany = await toolCallRefusal(limiter, owner.id, read.name);
    if (tooMany) {
      unusable.push(unusableCall(call.name, tooMany));
      continue;
    }
    if (NAMES_A_PROTOCOL.includes(read.name)) protocols ??= await ports.listProtocols(db, owner.id);
    const planned = planOf(read.name, read.input, { now, timeZone: owner.timeZone, protocols });
    if (!planned.ok) {
      unusable.push(unusableCall(call.name, planned.message));
      continue;
    }
    drafts.push({ plan: planned.plan, summary: draftCardText(planned.plan, { weightUnit: units.weight, timeZone: owner.timeZone }) });
  }
  const { allowed, refusals } = screened(drafts, mentioned);
  const stored = await storeDrafts(db, owner.id, allowed);
  const reply = [...refusals, ...unusable, ...(stored.length > 0 ? [DRAFTS_OFFERED] : [])].join(' ');
  return { reply, drafts: stored };
}

/** The model's own words as they came, then what its calls drafted (or why not). */
export function withDraftReply(text: string, drafted: DraftReply | null): string {
  if (!drafted || drafted.reply === '') return text;
  return text.trim() === '' ? drafted.reply : `${text}\n\n${drafted.reply}`;
}
