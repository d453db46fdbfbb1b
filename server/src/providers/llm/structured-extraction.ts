import type { ChatMessage } from '@uh/core/chat/chat.schema';
import { LlmError } from './llm-provider';
import type { OpenAiCompatibleOptions } from './openai-compatible';

/** A JSON answer constrained by a JSON schema: what the model was asked, and the schema it must follow. */
export type StructuredRequest = {
  messages: Pick<ChatMessage, 'role' | 'content'>[];
  schemaName: string;
  schema: Record<string, unknown>;
  signal: AbortSignal;
};

/** Resolves to the parsed JSON the model answered; rejects with an `LlmError` (its message is safe to log). */
export type StructuredCompletion = (request: StructuredRequest) => Promise<unknown>;

const MAX_ERROR_DETAIL = 200;

/**
 * `POST {baseUrl}/chat/completions` with `response_format: { type: 'json_schema', … strict: true }`,
 * the structured-output form OpenAI, Ollama, llama.cpp server, vLLM and LM Studio share. Like the
 * coach's client: a timeout, no redirects, upstream errors without secrets, and nothing in the
 * body but the model, the messages and the schema.
 */
export function createStructuredCompletion(options: OpenAiCompatibleOptions): StructuredCompletion {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  const redact = (text: string) => {
    let clean = text.replace(/\b(sk|key|token)[-_][A-Za-z0-9_.-]{8,}|\bbearer [A-Za-z0-9_.-]{8,}/gi, '[redacted]');
    if (options.apiKey) clean = clean.split(options.apiKey).join('[redacted]');
    return clean.length > MAX_ERROR_DETAIL ? `${clean.slice(0, MAX_ERROR_DETAIL)}…` : clean;
  };

  return async ({ messages, schemaName, schema, signal }) => {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        redirect: 'error',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          messages,
          stream: false,
          temperature: 0,
          response_format: { type: 'json_schema', json_schema: { name: schemaName, strict: true, schema } },
        }),
        signal: AbortSignal.any([signal, timeout]),
      });
    } catch {
      if (timeout.aborted) throw new LlmError('timeout', `The language model did not answer within ${options.timeoutMs} ms.`);
      if (signal.aborted) throw new LlmError('aborted', 'The request was cancelled.');
      throw new LlmError('unreachable', 'Could not reach the language model server.');
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).trim();
      const reason = detail && !detail.startsWith('<') ? `: ${redact(detail)}` : '';
      throw new LlmError('upstream', `The language model server answered ${response.status}${reason}`);
    }
    const json = (await response.json().catch(() => {
      throw timeout.aborted
        ? new LlmError('timeout', `The language model did not answer within ${options.timeoutMs} ms.`)
        : new LlmError('malformed', 'The language model sent a response that is not JSON.');
    })) as { choices?: { message?: { content?: unknown } }[] } | null;
    const content = json?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new LlmError('malformed', 'The language model sent no answer.');
    try {
      return JSON.parse(content) as unknown;
    } catch {
      throw new LlmError('malformed', 'The language model’s answer is not JSON.');
    }
  };
}
