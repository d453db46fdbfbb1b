import { buildContextSummary, completionWindow } from '@uh/core/chat/chat-context.logic';
import { buildGrounding } from '@uh/core/chat/chat-grounding.logic';
import { detectEmergency, EMERGENCY_RESPONSES } from '@uh/core/chat/chat-safety.logic';
import {
  CHAT_REPLY_MAX_CHARS,
  type ChatCompletionRequest,
  type ChatCompletionResponse,
  type ChatMessageCreate,
  type ChatRole,
  type StoredChatMessage,
} from '@uh/core/chat/chat.schema';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import type { ProtocolOwner } from '../../lib/protocol-completion';
import type { RateLimiter } from '../../lib/rate-limit';
import { LlmError, type CoachRequest, type LlmProvider } from '../../providers/llm/llm-provider';
import { readGroundingInput } from './chat-grounding.queries';

export type ChatDeps = {
  db: Database;
  limiter: RateLimiter;
  provider: LlmProvider;
  completionsPerMinute: number;
  onUpstreamError: (error: LlmError) => void;
};

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

export async function saveMessage(db: Database, userId: number, message: ChatMessageCreate): Promise<StoredChatMessage> {
  const [row] = await db.insert(chatMessages).values({ userId, role: message.role, content: message.content }).returning();
  return toStored(row!);
}

export async function clearMessages(db: Database, userId: number): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}

/** What answers a completion: a fixed safety reply, or a coach with the prepared request. */
export type PreparedCompletion =
  { kind: 'fixed'; reply: string } | { kind: 'coach'; request: Omit<CoachRequest, 'signal'>; conversationContext: string };

const CHAT_WINDOW_MS = 60_000;

/**
 * Everything before a coach is asked, in order: emergencies get their fixed answer first (no
 * limit, no model); then the per-person rate limit; then the grounding summary and the window.
 */
export async function prepareCompletion(
  deps: ChatDeps,
  owner: ProtocolOwner,
  body: ChatCompletionRequest,
  now = new Date(),
): Promise<PreparedCompletion> {
  const latest = body.messages.at(-1)!.content;
  const emergency = detectEmergency(latest);
  if (emergency) return { kind: 'fixed', reply: EMERGENCY_RESPONSES[emergency] };

  const { count, retryAfterSeconds } = await deps.limiter.hit(`chat:${owner.id}`, CHAT_WINDOW_MS);
  if (count > deps.completionsPerMinute) {
    throw tooManyRequests('You are sending messages too quickly. Please wait a moment and try again.', retryAfterSeconds);
  }

  const grounding = buildGrounding(await readGroundingInput(deps.db, owner, now));
  const summary = buildContextSummary(grounding);
  return { kind: 'coach', request: { messages: completionWindow(body.messages, summary), grounding }, conversationContext: summary };
}

/** A coach failure as the HTTP error the person sees (spec §8: "Error getting AI response" + this text). */
export function toHttpError(error: unknown, deps: ChatDeps): unknown {
  if (!(error instanceof LlmError)) return error;
  if (error.kind !== 'aborted') deps.onUpstreamError(error);
  return new HttpError(error.kind === 'timeout' ? 504 : 502, error.message);
}

export const clampReply = (reply: string) => (reply.length > CHAT_REPLY_MAX_CHARS ? reply.slice(0, CHAT_REPLY_MAX_CHARS) : reply);

/** POST /api/chat/completion: the whole reply at once; it is saved only once complete. */
export async function completeChat(
  deps: ChatDeps,
  owner: ProtocolOwner,
  body: ChatCompletionRequest,
  signal: AbortSignal,
): Promise<ChatCompletionResponse> {
  const prepared = await prepareCompletion(deps, owner, body);
  if (prepared.kind === 'fixed') {
    await saveMessage(deps.db, owner.id, { role: 'assistant', content: prepared.reply });
    return { message: prepared.reply, coach: deps.provider.info.coach };
  }
  let reply: string;
  try {
    reply = clampReply(await deps.provider.complete({ ...prepared.request, signal }));
  } catch (error) {
    throw toHttpError(error, deps);
  }
  await saveMessage(deps.db, owner.id, { role: 'assistant', content: reply });
  return { message: reply, conversationContext: prepared.conversationContext, coach: deps.provider.info.coach };
}
