import type { CoachGrounding } from '@uh/core/chat/chat-grounding.logic';
import type { RiskScreen } from '@uh/core/chat/chat-risk.logic';
import type { ChatMessage, CoachInfo } from '@uh/core/chat/chat.schema';
import type { ModelTool, ModelToolCall } from '@uh/core/coach-tools/model-tools.logic';

export type CoachRequest = {
  /** The system prompt (with the person's data summary) followed by the last messages. */
  messages: ChatMessage[];
  /** The same data as facts, for a coach that answers without a language model. */
  grounding: CoachGrounding;
  /**
   * What the risk screen found over the whole conversation, which reaches further back than
   * `messages`; a coach that screens for itself reads `messages` alone when it is missing.
   */
  screen?: RiskScreen;
  /** Aborted when the person leaves or the request is abandoned. */
  signal: AbortSignal;
  /**
   * The write tools a language model may call (docs/coach-tools.md); the offline coach has none. A
   * call is handed to `onToolCall` once it is whole: it becomes a draft for the person to confirm.
   */
  tools?: readonly ModelTool[];
  onToolCall?: (call: ModelToolCall) => void;
};

/**
 * Whatever answers the coach chat: a language model behind an OpenAI-compatible API, or the
 * built-in offline coach. Both take the same request; the streaming one yields the reply in pieces.
 */
export type LlmProvider = {
  info: CoachInfo;
  /** The reply; empty only when the model answered with tool calls alone. */
  complete: (request: CoachRequest) => Promise<string>;
  stream: (request: CoachRequest) => AsyncIterable<string>;
};

export type LlmErrorKind = 'timeout' | 'unreachable' | 'upstream' | 'malformed' | 'empty' | 'aborted';

/** A failure to get a reply; `message` is safe to show the person (no secrets, no internals). */
export class LlmError extends Error {
  /**
   * `message` is for the server log and may quote the provider; `publicMessage` is what a person
   * may see. They differ only where the provider's own words are involved: an upstream error body
   * can carry keys, hostnames or another service's text.
   */
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly publicMessage: string = message,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}
