import type { ModelToolCall } from '@uh/core/coach-tools/model-tools.logic';
import { LlmError } from './llm-provider';

const UNREADABLE_CALL = 'The language model sent a tool call that could not be read.';

type CallPiece = { index?: unknown; function?: { name?: unknown; arguments?: unknown } | null } | null;

/** The tool calls of a whole (non-streamed) reply: `choices[0].message.tool_calls`, in the OpenAI shape. */
export function toolCallsOf(message: { tool_calls?: unknown } | undefined): ModelToolCall[] {
  const calls = message?.tool_calls;
  if (calls === undefined || calls === null) return [];
  if (!Array.isArray(calls)) throw new LlmError('malformed', UNREADABLE_CALL);
  return calls.map((call: CallPiece) => {
    const name = call?.function?.name;
    const args = call?.function?.arguments;
    if (typeof name !== 'string') throw new LlmError('malformed', UNREADABLE_CALL);
    // Some servers send the arguments as an object rather than the JSON text the API specifies.
    return { name, arguments: typeof args === 'string' ? args : JSON.stringify(args ?? {}) };
  });
}

/**
 * Tool calls as a stream sends them: each `delta.tool_calls` item names its call by `index`, the
 * first piece with the name and each piece a further part of the arguments' text. `whole()` gives
 * the calls once the stream has finished, in index order.
 */
export function streamedToolCalls() {
  const calls = new Map<number, { name: string; arguments: string }>();
  return {
    add(pieces: unknown) {
      if (pieces === undefined || pieces === null) return;
      if (!Array.isArray(pieces)) throw new LlmError('malformed', UNREADABLE_CALL);
      for (const piece of pieces as CallPiece[]) {
        const index = typeof piece?.index === 'number' ? piece.index : calls.size;
        const call = calls.get(index) ?? { name: '', arguments: '' };
        const { name, arguments: args } = piece?.function ?? {};
        if ((name !== undefined && typeof name !== 'string') || (args !== undefined && args !== null && typeof args !== 'string')) {
          throw new LlmError('malformed', UNREADABLE_CALL);
        }
        // The name comes whole in the first piece; some servers repeat it in every piece.
        if (name && call.name === '') call.name = name;
        if (args) call.arguments += args;
        calls.set(index, call);
      }
    },
    whole(): ModelToolCall[] {
      const ordered = [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
      if (ordered.some((call) => call.name === '')) throw new LlmError('malformed', UNREADABLE_CALL);
      return ordered;
    },
  };
}
