import { LlmError } from './llm-provider';

/** One event's data may not grow past this: a server that never ends a line is not waited on forever. */
const MAX_EVENT_BYTES = 1024 * 1024;

/**
 * The `data:` payloads of a text/event-stream body, one per event (multi-line data joined with
 * "\n"). `onChunk` runs for every chunk received, so an idle timer can be reset.
 */
export async function* readSseData(body: ReadableStream<Uint8Array>, onChunk: () => void): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let isDone = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        isDone = true;
        break;
      }
      onChunk();
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(5).replace(/^ /, ''));
        }
        // Comments (":") and other fields (event, id, retry) carry nothing a chat completion needs.
      }
      if (buffer.length > MAX_EVENT_BYTES) throw new LlmError('malformed', 'The language model sent a response that could not be read.');
    }
    buffer += decoder.decode();
    if (buffer.startsWith('data:')) data.push(buffer.slice(5).replace(/^ /, ''));
    if (data.length > 0) yield data.join('\n');
  } finally {
    // Stopping early (an error, the person left) closes the upstream connection.
    if (!isDone) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
