import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryError, type OutgoingMessage } from './channel';
import { encodeHeaderValue, sendNtfy } from './ntfy';

type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };
type Answer = { status: number; body?: string } | 'hang';

/** A stand-in ntfy server on 127.0.0.1: records each publish and answers as the test says. */
let server: http.Server;
let baseUrl: string;
const received: Received[] = [];
let answer: Answer = { status: 200 };
let redirectTo: string | null = null;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (body += part));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (answer === 'hang') return;
      res
        .writeHead(answer.status, { 'content-type': 'application/json', ...(redirectTo ? { location: redirectTo } : {}) })
        .end(answer.body ?? '{"id":"abc","event":"message"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  answer = { status: 200 };
  redirectTo = null;
});

const message: OutgoingMessage = {
  title: 'Fast target reached',
  body: 'Your 16 h fast is done. Break it gently — a glass of water first.',
  path: '/fasting',
  url: 'https://uh.example.com/fasting',
};
const allowed = { allowPrivateNetworks: true };

async function failureOf(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('sendNtfy', () => {
  it('POSTs the body to the topic with the title, the link, a bell and the access token', async () => {
    await sendNtfy({ topicUrl: `${baseUrl}/uh-reminders`, accessToken: 'tk_secret123' }, message, allowed);

    expect(received).toHaveLength(1);
    const [publish] = received;
    expect(publish?.method).toBe('POST');
    expect(publish?.path).toBe('/uh-reminders');
    expect(publish?.body).toBe(message.body);
    expect(publish?.headers.title).toBe('Fast target reached');
    expect(publish?.headers.click).toBe('https://uh.example.com/fasting');
    expect(publish?.headers.tags).toBe('bell');
    expect(publish?.headers.authorization).toBe('Bearer tk_secret123');
    expect(publish?.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('sends no Authorization without a token, and a title outside ASCII as an RFC 2047 word', async () => {
    await sendNtfy({ topicUrl: `${baseUrl}/prefix/topic`, accessToken: null }, { ...message, title: 'Kältebad — 3 min ❄' }, allowed);

    const [publish] = received;
    expect(publish?.path).toBe('/prefix/topic');
    expect(publish?.headers.authorization).toBeUndefined();
    const title = String(publish?.headers.title);
    expect(title).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
    expect(Buffer.from(title.slice('=?UTF-8?B?'.length, -2), 'base64').toString('utf8')).toBe('Kältebad — 3 min ❄');
  });

  it('keeps ASCII header values as they are and puts a multi-line title on one line', () => {
    expect(encodeHeaderValue('Daily checklist')).toBe('Daily checklist');
    expect(encodeHeaderValue('Two\r\nlines')).toBe('Two lines');
  });

  it('names a refused token (403) as a permanent error', async () => {
    answer = { status: 403, body: '{"code":40301,"http":403,"error":"forbidden"}' };
    const error = await failureOf(sendNtfy({ topicUrl: `${baseUrl}/t`, accessToken: 'tk_wrong' }, message, allowed));
    expect(error.message).toBe('ntfy refused the access token (403)');
    expect(error.permanent).toBe(true);
  });

  it("shows only the status of another refusal, never the server's own words or a redirect's target", async () => {
    answer = { status: 400, body: '{"code":40013,"http":400,"error":"invalid request: topic invalid at 10.0.3.7"}' };
    const refused = await failureOf(sendNtfy({ topicUrl: `${baseUrl}/t`, accessToken: null }, message, allowed));
    expect(refused.message).toBe('ntfy answered 400');
    expect(refused.permanent).toBe(true);

    answer = { status: 302, body: '' };
    redirectTo = 'http://10.0.3.7:8080/internal/admin';
    const redirected = await failureOf(sendNtfy({ topicUrl: `${baseUrl}/t`, accessToken: null }, message, allowed));
    expect(redirected.message).toBe('ntfy answered 302');
    expect(redirected.permanent).toBe(true);
  });

  it('treats 503 and 429 as worth another try', async () => {
    answer = { status: 503, body: 'upstream down' };
    const unavailable = await failureOf(sendNtfy({ topicUrl: `${baseUrl}/t`, accessToken: null }, message, allowed));
    expect(unavailable.permanent).toBe(false);
    expect(unavailable.message).toContain('503');

    answer = { status: 429 };
    const limited = await failureOf(sendNtfy({ topicUrl: `${baseUrl}/t`, accessToken: null }, message, allowed));
    expect(limited.permanent).toBe(false);
    expect(limited.message).toContain('429');
  });

  it('gives up on a server that never answers, to try again later', async () => {
    answer = 'hang';
    const started = Date.now();
    const error = await failureOf(sendNtfy({ topicUrl: `${baseUrl}/t`, accessToken: null }, message, { ...allowed, timeoutMs: 300 }));
    expect(error.message).toBe('ntfy did not answer within 0.3 s');
    expect(error.permanent).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses the loopback unless the operator allows private networks, before sending anything', async () => {
    const literal = await failureOf(sendNtfy({ topicUrl: `${baseUrl}/t`, accessToken: null }, message, { allowPrivateNetworks: false }));
    expect(literal.permanent).toBe(true);
    expect(literal.message).toBe(
      'The ntfy address is refused: private address; the operator allows private networks with NTFY_ALLOW_PRIVATE_NETWORKS=true',
    );

    // A name goes through the resolver: localhost resolves to the loopback.
    const port = (server.address() as AddressInfo).port;
    const named = await failureOf(
      sendNtfy({ topicUrl: `http://localhost:${port}/t`, accessToken: null }, message, { allowPrivateNetworks: false }),
    );
    expect(named.permanent).toBe(true);
    expect(named.message).toBe(literal.message);
    expect(named.message).not.toMatch(/127\.0\.0\.1|::1/);
    expect(received).toHaveLength(0);
  });

  it('refuses a token no header can carry instead of crashing', async () => {
    const error = await failureOf(sendNtfy({ topicUrl: `${baseUrl}/t`, accessToken: 'tökén✓' }, message, allowed));
    expect(error.permanent).toBe(true);
    expect(received).toHaveLength(0);
  });
});
