import { buildContextSummary, completionWindow } from '@uh/core/chat/chat-context.logic';
import { buildGrounding } from '@uh/core/chat/chat-grounding.logic';
import { riskReply } from '@uh/core/chat/chat-risk-reply.logic';
import { affectsFasting, screenConversation } from '@uh/core/chat/chat-risk.logic';
import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import { detectEmergency, EMERGENCY_RESPONSES } from '@uh/core/chat/chat-safety.logic';
import { memoryGrounding, rememberedReply, rememberRequest } from '@uh/core/chat/coach-memory.logic';
import {
  CHAT_REPLY_MAX_CHARS,
  type ChatCompletionRequest,
  type ChatCompletionResponse,
  type ChatMessageCreate,
  type ChatRole,
  type StoredChatMessage,
} from '@uh/core/chat/chat.schema';
import type { ModelToolCall } from '@uh/core/coach-tools/model-tools.logic';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import type { RateLimiter } from '../../lib/rate-limit';
import { LlmError, type CoachRequest, type LlmProvider } from '../../providers/llm/llm-provider';
import { readGroundingInput, type CoachOwner } from './chat-grounding.queries';
import type { ChatPorts } from './chat-ports';
import { offerDrafts } from './chat-drafts.service';
import { draftsFromToolCalls, withDraftReply, type ModelTools } from './chat-tool-calls.service';
import { readPersonsWords } from './chat-words.queries';
import { addMemory } from './coach-memory.storage';

export type ChatDeps = {
  db: Database;
  limiter: RateLimiter;
  provider: LlmProvider;
  completionsPerMinute: number;
  /** Messages a person may save per minute (their own and the fixed safety answers). */
  messagesPerMinute: number;
  onUpstreamError: (error: LlmError) => void;
  /** The other features' records the coach grounds its answers in. */
  ports: ChatPorts;
  /** The write tools a language model is offered (none for the offline coach). */
  modelTools: ModelTools;
};

const CHAT_WINDOW_MS = 60_000;

type Row = typeof chatMessages.$inferSelect;
const toStored = (row: Row): StoredChatMessage => ({
  id: row.id,
  role: row.role as ChatRole,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/** The caller's conversation, oldest first (the most recent `limit` messages). */
export async function listMessages(db: Database, userId: number, limit: number): Promise<StoredChatMessage[]> {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(desc(chatMessages.id)).limit(limit);
  return rows.reverse().map(toStored);
}

/**
 * How many messages a person's conversation keeps: saving one more drops the oldest beyond this
 * (docs/api.md). The coach only ever reads the last few; this bounds what one account can store.
 */
export const CHAT_HISTORY_MAX = 1000;

export async function saveMessage(db: Database, userId: number, message: ChatMessageCreate): Promise<StoredChatMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values({ userId, role: message.role, content: message.content }).returning();
    // The newest CHAT_HISTORY_MAX stay; the (user_id, id) index finds the cut-off.
    await tx.execute(sql`
      DELETE FROM chat_messages
      WHERE user_id = ${userId}
        AND id <= (SELECT id FROM chat_messages WHERE user_id = ${userId} ORDER BY id DESC OFFSET ${CHAT_HISTORY_MAX} LIMIT 1)`);
    return toStored(row!);
  });
}

/**
 * Every message a person writes (POST /api/chat/messages) and every fixed safety answer counts
 * against one per-minute budget, so no path stores text without limit.
 */
export async function countMessageWrite(deps: Pick<ChatDeps, 'limiter' | 'messagesPerMinute'>, userId: number): Promise<void> {
  const { count, retryAfterSeconds } = await deps.limiter.hit(`chat-writes:${userId}`, CHAT_WINDOW_MS);
  if (count > deps.messagesPerMinute) {
    throw tooManyRequests('You are sending messages too quickly. Please wait a moment and try again.', retryAfterSeconds);
  }
}

export async function clearMessages(db: Database, userId: number): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}

/** What answers a completion: a fixed safety reply, or a coach with the prepared request. */
export type PreparedCompletion =
  | { kind: 'fixed'; reply: string; drafts?: ChatDraftView[] }
  | { kind: 'coach'; request: Omit<CoachRequest, 'signal'>; conversationContext: string };

/**
 * Everything before a coach is asked, in order: emergencies get their fixed answer first (no
 * limit, no model); then the per-person rate limit; then the risk screen over everything the
 * person wrote in the conversation, whose caution answers instead of either coach (docs/decisions/0009); then
 * drafts for a message that asks for a log (docs/decisions/0040); then the grounding summary and
 * the window, which carries what the screen found earlier.
 */
export async function prepareCompletion(
  deps: ChatDeps,
  owner: CoachOwner,
  body: ChatCompletionRequest,
  now = new Date(),
): Promise<PreparedCompletion> {
  const latest = body.messages.at(-1)!.content;
  const emergency = detectEmergency(latest);
  if (emergency) {
    // No model and no completion limit for an emergency, but its saved answer is a write like any other.
    await countMessageWrite(deps, owner.id);
    return { kind: 'fixed', reply: EMERGENCY_RESPONSES[emergency] };
  }

  const { count, retryAfterSeconds } = await deps.limiter.hit(`chat:${owner.id}`, CHAT_WINDOW_MS);
  if (count > deps.completionsPerMinute) {
    throw tooManyRequests('You are sending messages too quickly. Please wait a moment and try again.', retryAfterSeconds);
  }

  // "remember that I train at 6 am": kept at once (the person asked), listed in Settings → Coach memory.
  const fact = rememberRequest(latest);
  if (fact) return { kind: 'fixed', reply: await keepFact(deps.db, owner.id, fact) };

  // The page sends only the last messages; a condition disclosed before them, or kept in memory, still applies.
  const said = await readPersonsWords(deps.db, owner.id);
  const screen = screenConversation(body.messages, [...said.memories, ...said.conversation]);
  const grounding = buildGrounding(await readGroundingInput(deps.db, owner, now, deps.ports));
  if (screen.caution) return { kind: 'fixed', reply: riskReply(screen.caution, grounding.fasting.active?.elapsedSeconds ?? null) };

  // A message asking to log something gets drafts to confirm, from either coach: nothing is stored
  // until the person confirms one (POST /api/chat/drafts/:id/confirm).
  const offered = await offerDrafts(deps.db, owner, latest, screen.mentioned, now);
  if (offered) return { kind: 'fixed', reply: offered.reply, drafts: offered.drafts };

  const summary = buildContextSummary(grounding, affectsFasting(screen.mentioned)) + memoryGrounding(said.memories);
  return {
    kind: 'coach',
    request: {
      messages: completionWindow(body.messages, summary, screen.mentioned),
      grounding,
      screen,
      ...(deps.modelTools.definitions.length > 0 ? { tools: deps.modelTools.definitions } : {}),
    },
    conversationContext: summary,
  };
}

/** Keeps a fact the person asked the coach to remember, and says so (or that memory is full). */
async function keepFact(db: Database, userId: number, fact: string): Promise<string> {
  try {
    await addMemory(db, userId, fact);
    return rememberedReply(fact);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return error.message;
    throw error;
  }
}

/** A coach failure as the HTTP error the person sees (docs/product.md §8: "Error getting AI response" + this text). */
export function toHttpError(error: unknown, deps: ChatDeps): unknown {
  if (!(error instanceof LlmError)) return error;
  if (error.kind !== 'aborted') deps.onUpstreamError(error);
  return new HttpError(error.kind === 'timeout' ? 504 : 502, error.publicMessage);
}

export const clampReply = (reply: string) => (reply.length > CHAT_REPLY_MAX_CHARS ? reply.slice(0, CHAT_REPLY_MAX_CHARS) : reply);

/** POST /api/chat/completion: the whole reply at once; it is saved only once complete. */
export async function completeChat(
  deps: ChatDeps,
  owner: CoachOwner,
  body: ChatCompletionRequest,
  signal: AbortSignal,
): Promise<ChatCompletionResponse> {
  const prepared = await prepareCompletion(deps, owner, body);
  if (prepared.kind === 'fixed') {
    await saveMessage(deps.db, owner.id, { role: 'assistant', content: prepared.reply });
    return { message: prepared.reply, coach: deps.provider.info.coach, ...(prepared.drafts ? { drafts: prepared.drafts } : {}) };
  }
  const calls: ModelToolCall[] = [];
  let text: string;
  try {
    text = await deps.provider.complete({ ...prepared.request, signal, onToolCall: (call) => calls.push(call) });
  } catch (error) {
    throw toHttpError(error, deps);
  }
  const drafted = await draftsFromToolCalls(deps, owner, calls, prepared.request.screen?.mentioned ?? []);
  const reply = clampReply(withDraftReply(text, drafted));
  await saveMessage(deps.db, owner.id, { role: 'assistant', content: reply });
  return {
    message: reply,
    conversationContext: prepared.conversationContext,
    coach: deps.provider.info.coach,
    ...(drafted ? { drafts: drafted.drafts } : {}),
  };
}
