import {
  chatStreamDoneSchema,
  chatStreamErrorSchema,
  chatStreamTokenSchema,
  type ChatMessage,
  type ChatStreamDone,
} from '@uh/core/chat/chat.schema';
import { apiFetch, throwIfResNotOk } from '#lib/api-client';
import { createSseParser } from '../lib/sse-parser';

export const COMPLETION_FALLBACK_MESSAGE = 'Failed to get chat completion';

type StreamOptions = { signal: AbortSignal; onToken: (text: string) => void };

/**
 * POST /api/chat/completion/stream: the reply arrives as `token` events, then `done` with the saved
 * message. A refusal before the first word is a plain error status; a failure after it is an
 * `error` event. Either way this throws, with the server's reason as the message.
 */
export async function streamCompletion(messages: ChatMessage[], { signal, onToken }: StreamOptions): Promise<ChatStreamDone> {
  const response = await apiFetch('/api/chat/completion/stream', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ messages }),
    signal,
  });
  await throwIfResNotOk(response);
  if (!response.body) throw new Error(COMPLETION_FALLBACK_MESSAGE);

  const parser = createSseParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const event of parser.push(value)) {
      const data: unknown = JSON.parse(event.data);
      if (event.event === 'token') onToken(chatStreamTokenSchema.parse(data).text);
      if (event.event === 'error') throw new Error(chatStreamErrorSchema.safeParse(data).data?.message || COMPLETION_FALLBACK_MESSAGE);
      if (event.event === 'done') return chatStreamDoneSchema.parse(data);
    }
  }
  throw new Error(COMPLETION_FALLBACK_MESSAGE);
}
