import { CHAT_REPLY_MAX_CHARS, type ChatCompletionRequest, type ChatStreamDone, type ChatStreamEventName } from '@uh/core/chat/chat.schema';
import type { ModelToolCall } from '@uh/core/coach-tools/model-tools.logic';
import { HttpError } from '../../lib/http-error';
import type { CoachOwner } from './chat-grounding.queries';
import { draftsFromToolCalls, withDraftReply } from './chat-tool-calls.service';
import { clampReply, prepareCompletion, saveMessage, toHttpError, type ChatDeps } from './chat.service';

/** One server-sent event. */
export const sseEvent = (event: ChatStreamEventName, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * POST /api/chat/completion/stream. Everything that can fail early (validation, the rate limit,
 * an upstream that refuses or times out before its first word) throws before any byte is sent,
 * so it answers with a plain status and `{ message }`. After that the events are `token`…, then
 * `done` with the saved reply, or `error` — and then nothing was saved.
 */
export async function openChatStream(
  deps: ChatDeps,
  owner: CoachOwner,
  body: ChatCompletionRequest,
  signal: AbortSignal,
): Promise<AsyncGenerator<string>> {
  const prepared = await prepareCompletion(deps, owner, body);
  const coach = deps.provider.info.coach;

  if (prepared.kind === 'fixed') {
    const message = await saveMessage(deps.db, owner.id, { role: 'assistant', content: prepared.reply });
    return (async function* () {
      yield sseEvent('token', { text: prepared.reply });
      yield sseEvent('done', { message, coach, ...(prepared.drafts ? { drafts: prepared.drafts } : {}) } satisfies ChatStreamDone);
    })();
  }

  const calls: ModelToolCall[] = [];
  const pieces = deps.provider.stream({ ...prepared.request, signal, onToolCall: (call) => calls.push(call) })[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch (error) {
    throw toHttpError(error, deps);
  }

  return (async function* () {
    let reply = '';
    try {
      for (let step = first; !step.done; step = await pieces.next()) {
        const room = CHAT_REPLY_MAX_CHARS - reply.length;
        const piece = step.value.slice(0, room);
        reply += piece;
        if (piece) yield sseEvent('token', { text: piece });
        if (reply.length >= CHAT_REPLY_MAX_CHARS) {
          await pieces.return?.();
          break;
        }
      }
    } catch (error) {
      const failure = toHttpError(error, deps);
      const message = failure instanceof HttpError ? failure.message : 'Failed to get chat completion';
      yield sseEvent('error', { message });
      return;
    }
    if (signal.aborted) return; // The person left: a reply nobody saw complete is not saved.
    // The model's tool calls come whole at the end of the stream: each becomes a draft to confirm.
    const drafted = await draftsFromToolCalls(deps, owner, calls, prepared.request.screen?.mentioned ?? []);
    if (reply.trim() === '' && !drafted) {
      yield sseEvent('error', { message: 'The language model sent an empty reply.' });
      return;
    }
    const saved = clampReply(withDraftReply(reply, drafted));
    const rest = saved.startsWith(reply) ? saved.slice(reply.length) : saved;
    if (rest !== '') yield sseEvent('token', { text: rest });
    const message = await saveMessage(deps.db, owner.id, { role: 'assistant', content: saved });
    const done = { message, conversationContext: prepared.conversationContext, coach, ...(drafted ? { drafts: drafted.drafts } : {}) };
    yield sseEvent('done', done satisfies ChatStreamDone);
  })();
}
