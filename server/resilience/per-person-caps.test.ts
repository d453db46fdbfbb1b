import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROTOCOLS_PER_PERSON } from '@uh/core/custom-protocols/custom-protocols.schema';
import { MAX_LIVE_TOKENS } from '@uh/core/embed/embed-tokens.schema';
import { MAX_RUNNING_EXPERIMENTS } from '@uh/core/experiments/experiments.schema';
import { BIOMETRIC_OUTCOMES, INSIGHT_LAGS, MAX_INSIGHT_PAIRS } from '@uh/core/insights/insights.schema';
import { sampleProtocolDocument, VALID_BODIES } from '../test/route-samples';
import { callServer, cookieFrom, killServers, startServerProcess, type ServerProcess } from '../test/server-process';
import { newAccount } from '../test/test-app';
import { createOwnDatabase } from './own-database';

/*
 * Every per-person cap holds when many creates arrive at once, spread over two app processes on one
 * database: a count followed by an insert would let each of them see room and store more than the cap.
 */

// Ten more than the cap, and never fewer than 20 at once.
const parallelFor = (max: number) => Math.max(20, max + 10);

type Cap = {
  name: string;
  max: number;
  create: (index: number) => { path: string; body: unknown };
  held: (server: ServerProcess, cookie: string) => Promise<number>;
};

const base64url = (bytes: number) => randomBytes(bytes).toString('base64url');

// Every distinct pair of a built-in factor, a biometric and a lag: more than the cap and its parallel extra.
const INSIGHT_PAIRS = (['thirtyThirtyThirty', 'fasting', 'coldExposure'] as const)
  .map((protocol) => ({ kind: 'protocol', protocol }))
  .concat((['fasting', 'coldExposure'] as const).map((protocol) => ({ kind: 'protocolAmount', protocol })))
  .flatMap((factor) =>
    BIOMETRIC_OUTCOMES.flatMap((metric) => INSIGHT_LAGS.map((lag) => ({ factor, outcome: { kind: 'biometric', metric }, lag }))),
  );

const CAPS: Cap[] = [
  {
    name: 'webhook endpoints',
    max: 10,
    create: (index) => ({ path: '/api/webhooks', body: { url: `https://hooks.example.com/${index}`, events: ['log.created'] } }),
    held: async (server, cookie) => ((await (await callServer(server, 'GET', '/api/webhooks', cookie)).json()) as unknown[]).length,
  },
  {
    name: 'Web Push subscriptions',
    max: 10,
    create: (index) => ({
      path: '/api/reminders/push-subscriptions',
      body: { endpoint: `https://push.example.com/send/${index}-${base64url(8)}`, keys: { p256dh: base64url(65), auth: base64url(16) } },
    }),
    held: async (server, cookie) =>
      ((await (await callServer(server, 'GET', '/api/reminders', cookie)).json()) as { webPushDevices: number }).webPushDevices,
  },
  {
    name: 'own protocols',
    max: MAX_PROTOCOLS_PER_PERSON,
    create: (index) => ({ path: '/api/custom-protocols', body: { document: sampleProtocolDocument(`habit-${index}`) } }),
    held: async (server, cookie) =>
      ((await (await callServer(server, 'GET', '/api/custom-protocols', cookie)).json()) as { protocols: unknown[] }).protocols.length,
  },
  {
    name: 'insight pairs',
    max: MAX_INSIGHT_PAIRS,
    create: (index) => ({ path: '/api/insights/pairs', body: INSIGHT_PAIRS[index] }),
    held: async (server, cookie) =>
      ((await (await callServer(server, 'GET', '/api/insights', cookie)).json()) as { insights: unknown[] }).insights.length,
  },
  {
    name: 'running experiments',
    max: MAX_RUNNING_EXPERIMENTS,
    create: () => ({ path: '/api/experiments', body: VALID_BODIES['POST /api/experiments']!(0) }),
    held: async (server, cookie) => ((await (await callServer(server, 'GET', '/api/experiments', cookie)).json()) as unknown[]).length,
  },
  ...(['embed', 'personal'] as const).map((kind): Cap => ({
    name: `${kind} tokens`,
    max: MAX_LIVE_TOKENS[kind],
    create: (index) => ({
      path: '/api/tokens',
      body: { name: `Token ${index}`, expiresIn: '30d', ...(kind === 'personal' ? { scopes: ['biometrics:read'] } : {}) },
    }),
    held: async (server, cookie) =>
      ((await (await callServer(server, 'GET', '/api/tokens', cookie)).json()) as { kind: string }[]).filter((token) => token.kind === kind)
        .length,
  })),
];

let database: Awaited<ReturnType<typeof createOwnDatabase>> | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createOwnDatabase('uh_caps');
  for (let i = 0; i < 2; i += 1) {
    servers.push(
      await startServerProcess({
        DATABASE_URL: database.url,
        SEED_DEMO_ACCOUNT: 'false',
        STT_PROVIDER: 'none',
        REMINDER_POLL_SECONDS: '0',
        SECRETS_KEY: 'a-test-secrets-key-that-is-long-enough',
      }),
    );
  }
});

afterAll(async () => {
  await killServers(servers);
  await database?.drop();
});

describe('per-person caps under parallel creates on two app servers', () => {
  it.each(CAPS)('$name: $max at most, whatever arrives at once', async (cap) => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const cookie = cookieFrom(await callServer(first, 'POST', '/api/register', null, newAccount()));
    const parallel = parallelFor(cap.max);
    const answers = await Promise.all(
      Array.from({ length: parallel }, async (_, index) => {
        const { path, body } = cap.create(index);
        const response = await callServer(index % 2 === 0 ? first : second, 'POST', path, cookie, body);
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );
    const created = answers.filter((answer) => answer.status === 201).length;
    const refused = answers.filter((answer) => answer.status === 409);
    console.log(`${cap.name}: ${parallel} at once -> ${created} created, ${refused.length} refused (cap ${cap.max})`);
    expect(created).toBe(cap.max);
    expect(refused).toHaveLength(parallel - cap.max);
    for (const answer of refused) expect(answer.body.message).toEqual(expect.any(String));
    expect(await cap.held(first, cookie)).toBe(cap.max);
  });
});
