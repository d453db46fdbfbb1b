import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A load balancer in front of app servers, as small as a test needs. Each request goes to the
 * first upstream that is up. An upstream that refuses a connection is marked down and the request
 * goes to the next one: it never reached the first, so sending it again is safe. A request whose
 * connection breaks after it was sent may have been handled, so it is not sent again: it gets a
 * 502, as from any load balancer, and the client decides (with an Idempotency-Key, it can).
 * A health check of /readyz marks upstreams up and down between requests.
 */

const HEALTH_CHECK_EVERY_MS = 250;
const HEALTH_CHECK_TIMEOUT_MS = 1_000;
// Set per hop, or describing a body this proxy sends again whole (with its own length).
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

export type FailoverProxy = {
  url: string;
  /** The upstream new requests go to, or null when none is up. */
  upstreamInUse: () => string | null;
  /** Requests each upstream answered. */
  answeredBy: Map<string, number>;
  close: () => Promise<void>;
};

const forwardedHeaders = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_FORWARDED.has(name)));

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function answerItself(response: http.ServerResponse, status: number, message: string) {
  if (response.headersSent) return void response.destroy();
  response.writeHead(status, { 'content-type': 'application/json', 'retry-after': '1' }).end(JSON.stringify({ message }));
}

export async function startFailoverProxy(upstreams: readonly string[]): Promise<FailoverProxy> {
  const isUp = new Map(upstreams.map((upstream) => [upstream, true]));
  const answeredBy = new Map(upstreams.map((upstream) => [upstream, 0]));
  const upstreamInUse = () => upstreams.find((upstream) => isUp.get(upstream)) ?? null;

  const checkHealth = () =>
    upstreams.forEach((upstream) =>
      fetch(`${upstream}/readyz`, { signal: AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS) }).then(
        (answer) => isUp.set(upstream, answer.ok),
        () => isUp.set(upstream, false),
      ),
    );
  const healthChecks = setInterval(checkHealth, HEALTH_CHECK_EVERY_MS);

  function forward(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) {
    const upstream = upstreamInUse();
    if (upstream === null) return answerItself(response, 503, 'No app server is up');
    const outgoing = http.request(`${upstream}${request.url}`, {
      method: request.method,
      headers: { ...forwardedHeaders(request.headers), 'content-length': body.length },
    });
    outgoing.on('response', (answer) => {
      answeredBy.set(upstream, (answeredBy.get(upstream) ?? 0) + 1);
      response.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNREFUSED') return answerItself(response, 502, 'The app server broke off the connection');
      isUp.set(upstream, false);
      forward(request, body, response);
    });
    outgoing.end(body);
  }

  const server = http.createServer((request, response) => {
    readBody(request).then(
      (body) => forward(request, body, response),
      () => response.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    upstreamInUse,
    answeredBy,
    close: async () => {
      clearInterval(healthChecks);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
