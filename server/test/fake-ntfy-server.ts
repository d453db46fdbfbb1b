import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type NtfyRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

/** How the fake answers the next publish: a status, or it holds the request and never answers. */
export type NtfyBehaviour = { status: number } | { hang: true };

/**
 * A stand-in for an ntfy server on 127.0.0.1: it records every publish (POST /<topic>) as received
 * and answers 200 with ntfy's message JSON, unless told otherwise for the next ones.
 */
export async function startFakeNtfyServer() {
  const requests: NtfyRequest[] = [];
  const queue: NtfyBehaviour[] = [];
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (part) => (body += part));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const behaviour = queue.shift() ?? { status: 200 };
      if ('hang' in behaviour) {
        held.add(res);
        return;
      }
      res.writeHead(behaviour.status, { 'content-type': 'application/json' });
      res.end(
        behaviour.status === 200
          ? JSON.stringify({ id: `m${requests.length}`, event: 'message', topic: req.url?.slice(1), message: body })
          : JSON.stringify({ code: behaviour.status * 100, http: behaviour.status, error: 'refused by the fake' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers the next publishes this way, in order. */
    next: (...behaviours: NtfyBehaviour[]) => void queue.push(...behaviours),
    /** The publishes to one topic. */
    to: (topic: string) => requests.filter((request) => request.path === `/${topic}`),
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeNtfyServer = Awaited<ReturnType<typeof startFakeNtfyServer>>;
