import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** `at`: when the whole request had arrived (Date.now()). */
export type ReceivedWebhook = { path: string; headers: Record<string, string>; body: string; at: number };

/**
 * A webhook receiver on 127.0.0.1 recording every POST as received; answers 204 unless told
 * otherwise, at once unless its path was made slow.
 */
export async function startFakeWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const slowPaths = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (part) => (body += part));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers as Record<string, string>, body, at: Date.now() });
      const status = statuses.shift() ?? 204;
      setTimeout(() => res.writeHead(status).end(), slowPaths.get(path) ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** Answers the next deliveries with these statuses, in order. */
    answer: (...next: number[]) => void statuses.push(...next),
    /** Answers every request to `path` only after `ms`, like an endpoint doing slow work first. */
    slow: (path: string, ms: number) => void slowPaths.set(path, ms),
    at: (path: string) => received.filter((request) => request.path === path),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeWebhookReceiver = Awaited<ReturnType<typeof startFakeWebhookReceiver>>;
