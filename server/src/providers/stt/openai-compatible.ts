import { SttError, type SttAudio, type SttProvider } from './stt-provider';

export type OpenAiCompatibleSttOptions = {
  /** e.g. https://api.openai.com/v1, http://localhost:8080/v1 (whisper.cpp server), http://localhost:8000/v1 (faster-whisper servers). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The whole exchange: upload, transcription and answer. */
  timeoutMs: number;
  /** A transcript is a few kilobytes; an answer past this is not one. */
  maxResponseBytes?: number;
};

const UNREADABLE = 'The speech-to-text server sent a response that could not be read.';
const MAX_ERROR_DETAIL = 200;
const MAX_ERROR_BODY_BYTES = 64 * 1024;

class TooLarge extends Error {}

/** The body as text, refusing to hold more than `limit` bytes of it. */
async function readCapped(response: Response, limit: number): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) throw new TooLarge();
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new TooLarge();
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** True when fetch refused to follow a redirect (`redirect: 'error'`). */
const isRedirect = (error: unknown) => error instanceof TypeError && error.cause instanceof Error && /redirect/i.test(error.cause.message);

/**
 * An OpenAI-compatible `/v1/audio/transcriptions` server: OpenAI, whisper.cpp's server, faster-whisper
 * servers. Only the 16 kHz WAV and the model name leave the server. Errors name what went wrong
 * without the server's internals or the key.
 */
export function createOpenAiCompatibleSttProvider(options: OpenAiCompatibleSttOptions): SttProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const maxResponseBytes = options.maxResponseBytes ?? 1024 * 1024;
  const seconds = options.timeoutMs / 1000;
  const waited = `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? '' : 's'}`;

  const redact = (text: string) => {
    let clean = text.replace(/\b(sk|key|token)[-_][A-Za-z0-9_.-]{8,}|\bbearer [A-Za-z0-9_.-]{8,}/gi, '[redacted]');
    if (options.apiKey) clean = clean.split(options.apiKey).join('[redacted]');
    return clean.length > MAX_ERROR_DETAIL ? `${clean.slice(0, MAX_ERROR_DETAIL)}…` : clean;
  };

  async function upstreamError(response: Response): Promise<SttError> {
    const raw = await readCapped(response, MAX_ERROR_BODY_BYTES).catch(() => '');
    let detail = raw.trim();
    try {
      const json = JSON.parse(raw) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
      const message = typeof json.error === 'string' ? json.error : (json.error?.message ?? json.message ?? json.detail);
      if (typeof message === 'string') detail = message;
    } catch {
      // Not JSON: the text itself (an HTML error page is left out below).
    }
    const reason = detail && !detail.startsWith('<') ? `: ${redact(detail)}` : '';
    return new SttError('upstream', `The speech-to-text server answered ${response.status}${reason}`);
  }

  function toSttError(error: unknown, deadline: AbortSignal, outer: AbortSignal): SttError {
    if (error instanceof SttError) return error;
    if (error instanceof TooLarge) return new SttError('malformed', 'The speech-to-text server sent more than a transcript.');
    if (deadline.aborted) return new SttError('timeout', `The speech-to-text server did not answer within ${waited}.`);
    if (outer.aborted) return new SttError('aborted', 'The transcription was cancelled.');
    if (isRedirect(error)) return new SttError('upstream', 'The speech-to-text server answered with a redirect, which is not followed.');
    return new SttError('unreachable', 'Could not reach the speech-to-text server.');
  }

  async function transcribe(audio: SttAudio, signal: AbortSignal): Promise<string> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    try {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audio.wav)], { type: 'audio/wav' }), 'recording.wav');
      form.append('model', options.model);
      form.append('response_format', 'json');
      const response = await fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: form,
        // A redirect could carry the key and the recording elsewhere.
        redirect: 'error',
        signal: AbortSignal.any([signal, deadline]),
      });
      if (!response.ok) throw await upstreamError(response);
      if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(response.headers.get('content-type') ?? '')) {
        await response.body?.cancel().catch(() => {});
        throw new SttError('malformed', UNREADABLE);
      }
      const raw = await readCapped(response, maxResponseBytes);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new SttError('malformed', UNREADABLE);
      }
      const text = (json as { text?: unknown } | null)?.text;
      if (typeof text !== 'string') throw new SttError('malformed', UNREADABLE);
      return text.trim();
    } catch (error) {
      throw toSttError(error, deadline, signal);
    }
  }

  return { info: { engine: 'openai-compatible', label: options.model }, transcribe, close: async () => {} };
}
