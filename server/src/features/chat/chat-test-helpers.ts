import type { ChatStreamDone } from '@uh/core/chat/chat.schema';

export type SseEvent = { event: string; data: unknown };

/** The events of a text/event-stream body. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** The streamed text, and the final event. */
export function readStream(body: string) {
  const events = parseSse(body);
  const text = events
    .filter((event) => event.event === 'token')
    .map((event) => (event.data as { text: string }).text)
    .join('');
  const last = events.at(-1);
  return {
    events,
    text,
    done: last?.event === 'done' ? (last.data as ChatStreamDone) : null,
    error: last?.event === 'error' ? (last.data as { message: string }) : null,
  };
}

/** A conversation of `count` messages alternating user/assistant and ending with the user. */
export function conversation(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    role: (count - 1 - index) % 2 === 0 ? ('user' as const) : ('assistant' as const),
    content: `message ${index + 1}`,
  }));
}

/** The person's messages with a short coach reply between each two, ending with the person's. */
export function conversationOf(said: readonly string[]) {
  return said.flatMap((content, index) => [
    ...(index > 0 ? [{ role: 'assistant' as const, content: 'Happy to help with that.' }] : []),
    { role: 'user' as const, content },
  ]);
}
