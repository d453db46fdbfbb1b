import { LlmError, type CoachRequest, type LlmProvider } from './llm-provider';
import { readSseData } from './sse-reader';
import { streamedToolCalls, toolCallsOf } from './tool-call-pieces';

export type OpenAiCompatibleOptions = {
  /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), http://localhost:8080/v1 (llama.cpp). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** How long to wait for the answer to start, and between two streamed pieces. */
  timeoutMs: number;
};

const UNREADABLE = 'The language model sent a response that could not be read.';
const MAX_ERROR_DETAIL = 200;

/** An abort signal that fires on the caller's signal or after `ms` without activity (`touch` restarts the clock). */
function idleDeadline(outer: AbortSignal, ms: number) {
  const controller = new AbortController();
  let isTimedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      isTimedOut = true;
      controller.abort(new Error('timeout'));
    }, ms);
  };
  const onAbort = () => controller.abort(outer.reason);
  if (outer.aborted) controller.abort(outer.reason);
  else outer.addEventListener('abort', onAbort, { once: true });
  touch();
  return {
    signal: controller.signal,
    touch,
    isTimedOut: () => isTimedOut,
    clear: () => {
      clearTimeout(timer);
      outer.removeEventListener('abort', onAbort);
    },
  };
}

type Deadline = ReturnType<typeof idleDeadline>;

export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): LlmProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const seconds = options.timeoutMs / 1000;
  const waited = `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? '' : 's'}`;

  const redact = (text: string) => {
    let clean = text.replace(/\b(sk|key|token)[-_][A-Za-z0-9_.-]{8,}|\bbearer [A-Za-z0-9_.-]{8,}/gi, '[redacted]');
    if (options.apiKey) clean = clean.split(options.apiKey).join('[redacted]');
    return clean.length > MAX_ERROR_DETAIL ? `${clean.slice(0, MAX_ERROR_DETAIL)}…` : clean;
  };

  function toLlmError(error: unknown, deadline: Deadline, outer: AbortSignal): LlmError {
    if (error instanceof LlmError) return error;
    if (deadline.isTimedOut()) return new LlmError('timeout', `The language model did not answer within ${waited}.`);
    if (outer.aborted) return new LlmError('aborted', 'The request was cancelled.');
    return new LlmError('unreachable', 'Could not reach the language model server.');
  }

  async function upstreamError(response: Response): Promise<LlmError> {
    const raw = await response.text().catch(() => '');
    let detail = raw.trim();
    try {
      const json = JSON.parse(raw) as { error?: { message?: unknown } | string; message?: unknown };
      const message = typeof json.error === 'string' ? json.error : (json.error?.message ?? json.message);
      if (typeof message === 'string') detail = message;
    } catch {
      // Not JSON: the text itself (an HTML error page is cut short below).
    }
    const reason = detail && !detail.startsWith('<') ? `: ${redact(detail)}` : '';
    return new LlmError(
      'upstream',
      `The language model server answered ${response.status}${reason}`,
      `The language model server answered ${response.status}.`,
    );
  }

  async function post({ messages, tools = [] }: CoachRequest, isStream: boolean, signal: AbortSignal): Promise<Response> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: isStream ? 'text/event-stream' : 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      // Only the model, the messages and the tools: nothing that identifies the person.
      body: JSON.stringify({ model: options.model, messages, stream: isStream, ...(tools.length > 0 ? { tools } : {}) }),
      // A redirect could carry the key and the conversation elsewhere, or reach a service inside the network.
      redirect: 'error',
      signal,
    });
    if (!response.ok) throw await upstreamError(response);
    return response;
  }

  /** A whole reply's text, its tool calls handed to `onToolCall`; a reply of tool calls alone has no text. */
  function replyText(json: unknown, onToolCall: CoachRequest['onToolCall']): string {
    const message = (json as { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] } | null)?.choices?.[0]?.message;
    const calls = toolCallsOf(message);
    const content = message?.content ?? (calls.length > 0 ? '' : undefined);
    if (typeof content !== 'string') throw new LlmError('malformed', UNREADABLE);
    if (content.trim() === '' && calls.length === 0) throw new LlmError('empty', 'The language model sent an empty reply.');
    calls.forEach((call) => onToolCall?.(call));
    return content;
  }

  async function complete(request: CoachRequest): Promise<string> {
    const { signal } = request;
    const deadline = idleDeadline(signal, options.timeoutMs);
    try {
      const response = await post(request, false, deadline.signal);
      const json = await response.json().catch((error: unknown) => {
        if (deadline.signal.aborted) throw error;
        throw new LlmError('malformed', UNREADABLE);
      });
      return replyText(json, request.onToolCall);
    } catch (error) {
      throw toLlmError(error, deadline, signal);
    } finally {
      deadline.clear();
    }
  }

  async function* stream(request: CoachRequest): AsyncGenerator<string> {
    const { signal } = request;
    const deadline = idleDeadline(signal, options.timeoutMs);
    let isConnected = false;
    try {
      const response = await post(request, true, deadline.signal);
      isConnected = true;
      if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
        // Some servers ignore `stream: true` and answer with one JSON body.
        const text = replyText(await response.json().catch(() => null), request.onToolCall);
        if (text !== '') yield text;
        return;
      }
      const calls = streamedToolCalls();
      let hasText = false;
      let isFinished = false;
      for await (const data of readSseData(response.body, deadline.touch)) {
        if (data.trim() === '[DONE]') {
          isFinished = true;
          break;
        }
        let chunk: { choices?: unknown; error?: { message?: unknown } } | null;
        try {
          chunk = JSON.parse(data);
        } catch {
          throw new LlmError('malformed', UNREADABLE);
        }
        if (typeof chunk !== 'object' || chunk === null || Array.isArray(chunk)) throw new LlmError('malformed', UNREADABLE);
        if (chunk.error) {
          const message = typeof chunk.error.message === 'string' ? `: ${redact(chunk.error.message)}` : '';
          throw new LlmError('upstream', `The language model reported an error${message}`, 'The language model reported an error.');
        }
        // A chunk without choices carries no text: a usage report after the reply, or the opening
        // chunk some providers send (Azure's content-filter results). Skip it rather than abort.
        if (chunk.choices === undefined || (Array.isArray(chunk.choices) && chunk.choices.length === 0)) continue;
        if (!Array.isArray(chunk.choices)) throw new LlmError('malformed', UNREADABLE);
        const choice = chunk.choices[0] as { delta?: { content?: unknown; tool_calls?: unknown }; finish_reason?: unknown } | null;
        if (typeof choice !== 'object' || choice === null) throw new LlmError('malformed', UNREADABLE);
        calls.add(choice.delta?.tool_calls);
        const piece = choice.delta?.content;
        if (piece !== undefined && piece !== null && typeof piece !== 'string') throw new LlmError('malformed', UNREADABLE);
        if (typeof piece === 'string' && piece !== '') {
          hasText = true;
          yield piece;
        }
        if (typeof choice.finish_reason === 'string') isFinished = true;
      }
      if (!isFinished) throw new LlmError('malformed', 'The language model’s reply was cut off.');
      const whole = calls.whole();
      if (!hasText && whole.length === 0) throw new LlmError('empty', 'The language model sent an empty reply.');
      whole.forEach((call) => request.onToolCall?.(call));
    } catch (error) {
      const isCut = isConnected && !(error instanceof LlmError) && !deadline.isTimedOut() && !signal.aborted;
      throw isCut ? new LlmError('unreachable', 'The connection to the language model was lost.') : toLlmError(error, deadline, signal);
    } finally {
      deadline.clear();
    }
  }

  return { info: { coach: 'llm', model: options.model }, complete, stream };
}
