import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next POST /v1/audio/transcriptions. */
export type FakeTranscriptionBehaviour =
  | { kind: 'text'; text: string } // `{ "text": … }` as application/json, the protocol's answer
  | { kind: 'status'; status: number; body: unknown } // an error response
  | { kind: 'raw'; status?: number; contentType: string; body: string } // any other answer
  | { kind: 'redirect'; location: string } // 307 to elsewhere
  | { kind: 'hang' }; // accepts the request and never answers

export type RecordedTranscriptionRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The multipart form as received, parsed by the platform's own parser. */
  form: FormData | null;
};

/**
 * A fake OpenAI-compatible speech-to-text server on 127.0.0.1 speaking the real protocol
 * (multipart POST /v1/audio/transcriptions, JSON answer). It records every request as received.
 */
export async function startFakeTranscriptionServer() {
  const requests: RecordedTranscriptionRequest[] = [];
  const queue: FakeTranscriptionBehaviour[] = [];
  let fallback: FakeTranscriptionBehaviour = { kind: 'text', text: 'Hello from the fake transcriber.' };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (part: Buffer) => chunks.push(part));
    req.on('end', () => {
      void record(req, Buffer.concat(chunks)).then((recorded) => {
        requests.push(recorded);
        if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        respond(queue.shift() ?? fallback, res);
      });
    });
  });

  async function record(req: http.IncomingMessage, body: Buffer): Promise<RecordedTranscriptionRequest> {
    const contentType = req.headers['content-type'] ?? '';
    let form: FormData | null = null;
    if (contentType.startsWith('multipart/form-data')) {
      form = await new Response(body, { headers: { 'content-type': contentType } }).formData().catch(() => null);
    }
    return { method: req.method ?? '', path: req.url ?? '', headers: req.headers, form };
  }

  function respond(behaviour: FakeTranscriptionBehaviour, res: http.ServerResponse) {
    switch (behaviour.kind) {
      case 'text':
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: behaviour.text }));
        return;
      case 'status':
        res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify(behaviour.body));
        return;
      case 'raw':
        res.writeHead(behaviour.status ?? 200, { 'content-type': behaviour.contentType }).end(behaviour.body);
        return;
      case 'redirect':
        res.writeHead(307, { location: behaviour.location }).end();
        return;
      case 'hang':
        return;
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** What STT_BASE_URL should be. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues behaviours for the next requests, in order. */
    next: (...behaviours: FakeTranscriptionBehaviour[]) => void queue.push(...behaviours),
    /** What every request gets once the queue is empty. */
    setDefault: (behaviour: FakeTranscriptionBehaviour) => void (fallback = behaviour),
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

export type FakeTranscriptionServer = Awaited<ReturnType<typeof startFakeTranscriptionServer>>;
