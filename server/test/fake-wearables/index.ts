import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DailyValues } from '@uh/core/wearables/daily-aggregates.logic';
import { isDay, parseBody, send, streamOversized } from './http';
import { CLIENT, createTokenStore } from './oauth';
import { handleOura, ouraExpectedValues } from './oura';
import { handleWhoop, whoopExpectedValues } from './whoop';
import { handleWithings, withingsExpectedValues } from './withings';
import type { FakeFailure, FakeProvider, FakeRequest } from './provider';
import type { ProviderDeps } from './provider-deps';

export type FakeWearables = {
  url: string;
  apiUrl(provider: FakeProvider): string;
  authorizeUrl(provider: FakeProvider): string;
  client: { id: string; secret: string };
  seedDays(provider: FakeProvider, days: string[]): void;
  expectedDay(provider: FakeProvider, day: string, timeZone: string): DailyValues | undefined;
  failNext(provider: FakeProvider, failure: FakeFailure): void;
  /**
   * Answers the provider's next data request with a 200 JSON body of `bytes` bytes, streamed in
   * pieces (no Content-Length, never held whole), until the app stops reading.
   */
  answerOversizedNext(provider: FakeProvider, bytes: number): void;
  /** Bytes of oversized answers written so far: how far the app let one run before it hung up. */
  oversizedBytesSent(): number;
  expireAccessTokens(provider: FakeProvider): void;
  revokeRefreshTokens(provider: FakeProvider): void;
  denyNextAuthorization(provider: FakeProvider): void;
  requests: FakeRequest[];
  revoked: string[];
  close(): Promise<void>;
};

const PROVIDERS: readonly FakeProvider[] = ['oura', 'whoop', 'withings'];
const handlers = { oura: handleOura, whoop: handleWhoop, withings: handleWithings };
const expectedValues = { oura: ouraExpectedValues, whoop: whoopExpectedValues, withings: withingsExpectedValues };

const isDataRequest = (path: string) => !/oauth|authorize|revoke|user\/access/.test(path);

/**
 * Oura, WHOOP and Withings on one 127.0.0.1 server, under /oura, /whoop and /withings: OAuth 2.0
 * authorization code (with PKCE where the provider documents it), refresh-token rotation, revocation
 * and the paged data endpoints the app reads, each in its provider's envelope and error style.
 */
export async function startFakeWearables(options: { pageSize?: number; accessTokenSeconds?: number } = {}): Promise<FakeWearables> {
  const requests: FakeRequest[] = [];
  const revoked: string[] = [];
  const seeded = Object.fromEntries(PROVIDERS.map((p) => [p, new Set<string>()])) as Record<FakeProvider, Set<string>>;
  const failures = Object.fromEntries(PROVIDERS.map((p) => [p, [] as FakeFailure[]])) as Record<FakeProvider, FakeFailure[]>;
  const oversized = { oura: [] as number[], whoop: [] as number[], withings: [] as number[] };
  let oversizedSent = 0;
  const tokens = createTokenStore(options.accessTokenSeconds ?? 3600);

  const deps: ProviderDeps = {
    tokens,
    pageSize: options.pageSize ?? 2,
    days: (provider) => [...seeded[provider]].sort(),
    nextFailure(provider) {
      const failure = failures[provider][0];
      if (!failure) return undefined;
      failure.times = (failure.times ?? 1) - 1;
      if (failure.times <= 0) failures[provider].shift();
      return failure;
    },
    revoked,
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part) => (raw += part));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const [, prefix = '', ...rest] = url.pathname.split('/');
      const provider = PROVIDERS.find((candidate) => candidate === prefix);
      if (!provider) return send(res, 404, { error: 'Not Found' });
      const path = `/${rest.join('/')}`;
      const query = Object.fromEntries(url.searchParams);
      const record: FakeRequest = { provider, method: req.method ?? '', path, query, body: parseBody(raw, req.headers['content-type']) };
      if (req.headers.authorization !== undefined) record.authorization = req.headers.authorization;
      requests.push(record);
      if (req.method === 'GET' && path === '/authorize') return tokens.authorize(provider, query, res);
      const oversizedBytes = isDataRequest(path) ? oversized[provider].shift() : undefined;
      if (oversizedBytes !== undefined) return streamOversized(res, oversizedBytes, (count) => (oversizedSent += count));
      handlers[provider](deps, record, res);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    apiUrl: (provider) => `${url}/${provider}`,
    authorizeUrl: (provider) => `${url}/${provider}/authorize`,
    client: { ...CLIENT },
    seedDays(provider, list) {
      for (const day of list) {
        if (!isDay(day)) throw new RangeError(`Not a yyyy-MM-dd day: ${day}`);
        seeded[provider].add(day);
      }
    },
    // Maps every seeded record, as the app will: a WHOOP night seeded for one day may land on another local day.
    expectedDay: (provider, day, timeZone) => expectedValues[provider](deps.days(provider), timeZone).find((row) => row.localDay === day),
    failNext: (provider, failure) => void failures[provider].push({ ...failure, times: failure.times ?? 1 }),
    answerOversizedNext: (provider, bytes) => void oversized[provider].push(bytes),
    oversizedBytesSent: () => oversizedSent,
    expireAccessTokens: tokens.expireAccessTokens,
    revokeRefreshTokens: tokens.revokeRefreshTokens,
    denyNextAuthorization: tokens.denyNextAuthorization,
    requests,
    revoked,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
