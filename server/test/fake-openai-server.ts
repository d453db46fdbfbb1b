import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next /v1/chat/completions request. */
export type FakeBehaviour =
  | { kind: 'reply'; text: string; delayMs?: number } // JSON or SSE, whichever the request asked for; SSE tokens `delayMs` apart
  | { kind: 'status'; status: number; body: unknown } // an error response
  | { kind: 'redirect'; location: string } // a 307 elsewhere (a client must not follow it)
  | { kind: 'hang' } // accepts the request and never answers
  | { kind: 'stream-then-hang'; pieces: string[] } // a few tokens, then silence
  | { kind: 'malformed' } // an event stream whose chunks are not JSON
  | { kind: 'cut-off'; pieces: string[] } // tokens, then the connection ends without finishing
  | { kind: 'events'; events: unknown[] } // an event stream of exactly these data payloads, then [DONE]
  | { kind: 'tool-calls'; calls: FakeToolCall[]; text?: string }; // tool calls in the OpenAI shape: whole, or streamed in pieces

/** A call as the model writes it: `arguments` is the JSON text (or, to test a broken model, not JSON). */
export type FakeToolCall = { name: string; arguments: string };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw body exactly as received, and parsed. */
  raw: string;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] } & Record<string, unknown>;
  /** True when the client closed the connection before the fake finished answering. */
  isAborted: boolean;
};

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

const wholeCall = (call: FakeToolCall, index: number) => ({
  id: `call_${index}`,
  type: 'function',
  function: { name: call.name, arguments: call.arguments },
});

/**
 * Tool calls as OpenAI streams them: the text first, then per call a piece with its id and name
 * and the arguments in three parts, each piece naming its call by index; then `tool_calls`.
 */
function streamedCalls(calls: FakeToolCall[], text?: string): unknown[] {
  const delta = (value: object, finish: string | null = null) => ({ choices: [{ index: 0, delta: value, finish_reason: finish }] });
  const events: unknown[] = [delta({ role: 'assistant', content: null })];
  if (text) events.push(...tokensOf(text).map((token) => delta({ content: token })));
  calls.forEach((call, index) => {
    events.push(delta({ tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: '' } }] }));
    const third = Math.ceil(call.arguments.length / 3);
    for (let start = 0; start < call.arguments.length; start += third) {
      events.push(delta({ tool_calls: [{ index, function: { arguments: call.arguments.slice(start, start + third) } }] }));
    }
  });
  events.push(delta({}, 'tool_calls'));
  return events;
}

/** Splits a reply into word-sized tokens, the way a model streams. */
export const tokensOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? [text];

/**
 * A fake OpenAI-compatible server on 127.0.0.1 speaking the real protocol (POST /v1/chat/completions,
 * JSON or text/event-stream). It records every request exactly as received.
 */
export async function startFakeOpenAiServer() {
  const requests: RecordedRequest[] = [];
  const queue: FakeBehaviour[] = [];
  let fallback: FakeBehaviour = { kind: 'reply', text: 'Hello from the fake model.' };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part) => (raw += part));
    req.on('end', () => {
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(raw);
      } catch {
        // Recorded as is; the app never sends anything but JSON.
      }
      const record: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw, body, isAborted: false };
      requests.push(record);
      res.on('close', () => {
        if (!res.writableFinished) record.isAborted = true;
      });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      respond(queue.shift() ?? fallback, body.stream === true, res);
    });
  });

  function respond(behaviour: FakeBehaviour, isStream: boolean, res: http.ServerResponse) {
    const sse = () => res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    switch (behaviour.kind) {
      case 'reply':
        if (!isStream) {
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: 'chatcmpl-fake',
              object: 'chat.completion',
              created: 1,
              model: 'fake-model',
              choices: [{ index: 0, message: { role: 'assistant', content: behaviour.text }, finish_reason: 'stop' }],
            }),
          );
          return;
        }
        sse();
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }] })}\n\n`);
        void writeTokens(res, tokensOf(behaviour.text), behaviour.delayMs ?? 0);
        return;
      case 'status':
        res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify(behaviour.body));
        return;
      case 'redirect':
        res.writeHead(307, { location: behaviour.location }).end();
        return;
      case 'hang':
        return;
      case 'stream-then-hang':
        sse();
        for (const piece of behaviour.pieces) res.write(chunk(piece));
        return;
      case 'malformed':
        sse();
        res.write(chunk('Partial '));
        res.end('data: {"choices": [ this is not json\n\ndata: [DONE]\n\n');
        return;
      case 'cut-off':
        sse();
        for (const piece of behaviour.pieces) res.write(chunk(piece));
        res.end();
        return;
      case 'tool-calls':
        if (isStream) {
          sse();
          for (const event of streamedCalls(behaviour.calls, behaviour.text)) res.write(`data: ${JSON.stringify(event)}\n\n`);
          res.end('data: [DONE]\n\n');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: behaviour.text ?? null, tool_calls: behaviour.calls.map(wholeCall) },
                finish_reason: 'tool_calls',
              },
            ],
          }),
        );
        return;
      case 'events':
        sse();
        for (const event of behaviour.events) res.write(`data: ${JSON.stringify(event)}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
    }
  }

  async function writeTokens(res: http.ServerResponse, tokens: string[], delayMs: number) {
    for (const token of tokens) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (res.destroyed) return;
      res.write(chunk(token));
    }
    res.write(chunk(null, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** What LLM_BASE_URL should be. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues behaviours for the next requests, in order. */
    next: (...behaviours: FakeBehaviour[]) => void queue.push(...behaviours),
    /** What every request gets once the queue is empty. */
    setDefault: (behaviour: FakeBehaviour) => void (fallback = behaviour),
    lastRequest: () => requests.at(-1),
    /** Resolves once the last request's connection has been closed by the client. */
    waitForAbort: async (timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (!requests.at(-1)?.isAborted) {
        if (Date.now() > deadline) throw new Error('the client never closed the upstream request');
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAiServer = Awaited<ReturnType<typeof startFakeOpenAiServer>>;
