import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DailyValues } from '@uh/core/wearables/daily-aggregates.logic';
import { ouraDailyValues } from '@uh/core/wearables/providers/oura.logic';
import { whoopDailyValues } from '@uh/core/wearables/providers/whoop.logic';
import { withingsDailyValues } from '@uh/core/wearables/providers/withings.logic';
import { ouraRecords, whoopRecords, withingsGroups } from './fake-wearables-records';

export type FakeProvider = 'oura' | 'whoop' | 'withings';

export type FakeRequest = {
  provider: FakeProvider;
  method: string;
  /** Without the provider prefix and without the query string. */
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  authorization?: string;
};

export type FakeFailure = { status: 429 | 500 | 503; retryAfterSeconds?: number; times?: number };

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
const CLIENT = { id: 'fake-client', secret: 'fake-secret' };
const WITHINGS_USER_ID = '363';

type Token = { provider: FakeProvider; isValid: boolean; expiresAt: number; scope: string };
type Grant = { provider: FakeProvider; redirectUri: string; codeChallenge?: string; scope: string };
type Issued = { access_token: string; refresh_token: string; expires_in: number; scope: string };
type TokenOutcome = Issued | { error: 'invalid_client' | 'invalid_grant' | 'invalid_request'; isRefresh: boolean };

const random = () => randomBytes(24).toString('base64url');
const encodePage = (offset: number) => Buffer.from(`page:${offset}`).toString('base64url');
const decodePage = (token: string | undefined) => {
  if (token === undefined || token === '') return 0;
  const match = /^page:(\d+)$/.exec(Buffer.from(token, 'base64url').toString());
  return match ? Number(match[1]) : null;
};
const isDay = (text: string | undefined) => !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

function send(res: http.ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  if (body === undefined) return void res.writeHead(status, headers).end();
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** `{"data":[` and `bytes` of blanks: valid JSON if read to the end, and never more than one piece in memory. */
function streamOversized(res: http.ServerResponse, bytes: number, onWritten: (count: number) => void) {
  const piece = Buffer.alloc(64 * 1024, 0x20);
  let written = 0;
  res.on('error', () => {});
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"data":[');
  const pump = () => {
    while (written < bytes && !res.destroyed) {
      written += piece.length;
      onWritten(piece.length);
      if (!res.write(piece)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end('],"next_token":null}');
  };
  pump();
}

const isDataRequest = (path: string) => !/oauth|authorize|revoke|user\/access/.test(path);

function parseBody(raw: string, contentType: string | undefined): Record<string, string> {
  if (raw === '') return {};
  if (contentType?.includes('application/json')) {
    try {
      return Object.fromEntries(Object.entries(JSON.parse(raw) as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * Oura, WHOOP and Withings on one 127.0.0.1 server, under /oura, /whoop and /withings: OAuth 2.0
 * authorization code (with PKCE where the provider documents it), refresh-token rotation, revocation
 * and the paged data endpoints the app reads, each in its provider's envelope and error style.
 */
export async function startFakeWearables(options: { pageSize?: number; accessTokenSeconds?: number } = {}): Promise<FakeWearables> {
  const pageSize = options.pageSize ?? 2;
  const accessTokenSeconds = options.accessTokenSeconds ?? 3600;
  const requests: FakeRequest[] = [];
  const revoked: string[] = [];
  const seeded = Object.fromEntries(PROVIDERS.map((p) => [p, new Set<string>()])) as Record<FakeProvider, Set<string>>;
  const failures = Object.fromEntries(PROVIDERS.map((p) => [p, [] as FakeFailure[]])) as Record<FakeProvider, FakeFailure[]>;
  const isDenyingNext = { oura: false, whoop: false, withings: false };
  const oversized = { oura: [] as number[], whoop: [] as number[], withings: [] as number[] };
  let oversizedSent = 0;
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Token>();
  const refreshTokens = new Map<string, Token>();

  const days = (provider: FakeProvider) => [...seeded[provider]].sort();
  const issue = (provider: FakeProvider, scope: string): Issued => {
    const access_token = random();
    const refresh_token = random();
    accessTokens.set(access_token, { provider, isValid: true, expiresAt: Date.now() + accessTokenSeconds * 1000, scope });
    refreshTokens.set(refresh_token, { provider, isValid: true, expiresAt: Infinity, scope });
    return { access_token, refresh_token, expires_in: accessTokenSeconds, scope };
  };
  const bearerOf = (authorization: string | undefined) => /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  const isAuthorized = (provider: FakeProvider, authorization: string | undefined) => {
    const token = accessTokens.get(bearerOf(authorization) ?? '');
    return !!token && token.provider === provider && token.isValid && token.expiresAt > Date.now();
  };
  /** Takes one queued failure for a data request, if any. */
  const nextFailure = (provider: FakeProvider) => {
    const failure = failures[provider][0];
    if (!failure) return undefined;
    failure.times = (failure.times ?? 1) - 1;
    if (failure.times <= 0) failures[provider].shift();
    return failure;
  };

  function exchange(provider: FakeProvider, form: Record<string, string>, authorization: string | undefined): TokenOutcome {
    const basic = /^Basic (.+)$/i.exec(authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    const isRefresh = form.grant_type === 'refresh_token';
    if ((form.client_id ?? basicId) !== CLIENT.id || (form.client_secret ?? basicSecret) !== CLIENT.secret) {
      return { error: 'invalid_client', isRefresh };
    }
    if (isRefresh) {
      const old = refreshTokens.get(form.refresh_token ?? '');
      if (!old || old.provider !== provider || !old.isValid) return { error: 'invalid_grant', isRefresh };
      old.isValid = false; // rotation: a refresh token works once
      return issue(provider, form.scope ?? old.scope);
    }
    if (form.grant_type !== 'authorization_code') return { error: 'invalid_request', isRefresh };
    const grant = grants.get(form.code ?? '');
    grants.delete(form.code ?? '');
    if (!grant || grant.provider !== provider || grant.redirectUri !== form.redirect_uri) return { error: 'invalid_grant', isRefresh };
    const isPkceChecked = provider !== 'withings' && grant.codeChallenge !== undefined;
    if (isPkceChecked && s256(form.code_verifier ?? '') !== grant.codeChallenge) return { error: 'invalid_grant', isRefresh };
    return issue(provider, grant.scope);
  }

  function authorize(provider: FakeProvider, query: Record<string, string>, res: http.ServerResponse) {
    if (query.client_id !== CLIENT.id) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid client_id');
    if (query.response_type !== 'code' || !query.redirect_uri || !URL.canParse(query.redirect_uri)) {
      return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid request');
    }
    if (query.code_challenge && query.code_challenge_method !== 'S256') {
      return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Only S256 is supported');
    }
    const location = new URL(query.redirect_uri);
    if (isDenyingNext[provider]) {
      isDenyingNext[provider] = false;
      location.searchParams.set('error', 'access_denied');
    } else {
      const code = random();
      grants.set(code, {
        provider,
        redirectUri: query.redirect_uri,
        codeChallenge: query.code_challenge || undefined,
        scope: query.scope ?? '',
      });
      location.searchParams.set('code', code);
    }
    if (query.state !== undefined) location.searchParams.set('state', query.state);
    res.writeHead(302, { location: location.toString() }).end();
  }

  function oura(req: FakeRequest, res: http.ServerResponse) {
    if (req.method === 'POST' && req.path === '/oauth/token') {
      const outcome = exchange('oura', req.body, req.authorization);
      if ('error' in outcome) return send(res, outcome.error === 'invalid_client' ? 401 : 400, { error: outcome.error });
      const { access_token, refresh_token, expires_in } = outcome;
      return send(res, 200, { access_token, token_type: 'bearer', expires_in, refresh_token });
    }
    if (req.method === 'GET' && req.path === '/oauth/revoke') {
      const token = accessTokens.get(req.query.access_token ?? '');
      if (!token || token.provider !== 'oura') return send(res, 400, { error: 'invalid_token' });
      token.isValid = false;
      revoked.push(req.query.access_token!);
      return send(res, 200, {});
    }
    const collection = /^\/v2\/usercollection\/(daily_readiness|sleep|daily_spo2|daily_activity)$/.exec(req.path)?.[1];
    if (req.method !== 'GET' || !collection) return send(res, 404, { detail: 'Not Found' });
    const failure = nextFailure('oura');
    if (failure) return send(res, failure.status, { detail: 'Fake failure' }, retryAfter(failure));
    if (!isAuthorized('oura', req.authorization)) return send(res, 401, { detail: 'Invalid or expired access token' });
    const { start_date: start, end_date: end } = req.query;
    const offset = decodePage(req.query.next_token);
    const invalid = [
      ...(isDay(start) ? [] : ['start_date']),
      ...(isDay(end) && end! >= (start ?? '') ? [] : ['end_date']),
      ...(offset === null ? ['next_token'] : []),
    ];
    if (invalid.length > 0) {
      return send(res, 400, {
        detail: invalid.map((field) => ({ loc: ['query', field], msg: 'invalid or missing', type: 'value_error' })),
      });
    }
    const all = days('oura')
      .filter((day) => day >= start! && day <= end!)
      .flatMap((day): object[] => {
        const records = ouraRecords(day);
        if (collection === 'sleep') return records.sleep;
        return [collection === 'daily_spo2' ? records.spo2 : collection === 'daily_activity' ? records.activity : records.readiness];
      });
    const page = all.slice(offset!, offset! + pageSize);
    send(res, 200, { data: page, next_token: offset! + pageSize < all.length ? encodePage(offset! + pageSize) : null });
  }

  function whoop(req: FakeRequest, res: http.ServerResponse) {
    if (req.method === 'POST' && req.path === '/oauth/oauth2/token') {
      const outcome = exchange('whoop', req.body, req.authorization);
      if ('error' in outcome) return send(res, outcome.error === 'invalid_client' ? 401 : 400, { error: outcome.error });
      return send(res, 200, { ...outcome, token_type: 'bearer' });
    }
    if (req.method === 'DELETE' && req.path === '/developer/v2/user/access') {
      if (!isAuthorized('whoop', req.authorization)) return send(res, 401, { error: 'invalid_token' });
      const token = bearerOf(req.authorization)!;
      accessTokens.get(token)!.isValid = false;
      revoked.push(token);
      return send(res, 204);
    }
    const isSleep = req.path === '/developer/v2/activity/sleep';
    if (req.method !== 'GET' || (!isSleep && req.path !== '/developer/v2/recovery')) return send(res, 404, { error: 'Not Found' });
    const failure = nextFailure('whoop');
    if (failure) return send(res, failure.status, { error: 'Fake failure' }, retryAfter(failure));
    if (!isAuthorized('whoop', req.authorization)) return send(res, 401, { error: 'invalid_token' });
    const start = req.query.start === undefined ? -Infinity : Date.parse(req.query.start);
    const end = req.query.end === undefined ? Infinity : Date.parse(req.query.end);
    const limit = req.query.limit === undefined ? 10 : Number(req.query.limit);
    const offset = decodePage(req.query.nextToken);
    if (Number.isNaN(start) || Number.isNaN(end) || !Number.isInteger(limit) || limit < 1 || limit > 25 || offset === null) {
      return send(res, 400, { error: 'Invalid query parameters' });
    }
    // WHOOP lists the newest first.
    const all = days('whoop')
      .map(whoopRecords)
      .filter(({ sleep }) => Date.parse(sleep.end) >= start && Date.parse(sleep.end) < end)
      .reverse()
      .map((day) => (isSleep ? day.sleep : day.recovery));
    const size = Math.min(limit, pageSize);
    send(res, 200, {
      records: all.slice(offset, offset + size),
      next_token: offset + size < all.length ? encodePage(offset + size) : null,
    });
  }

  function withings(req: FakeRequest, res: http.ServerResponse) {
    const params = { ...req.query, ...req.body };
    if (req.method === 'POST' && req.path === '/v2/oauth2') {
      if (params.action !== 'requesttoken') return send(res, 200, { status: 503, error: 'Invalid Params: invalid action' });
      const outcome = exchange('withings', params, undefined);
      if (!('error' in outcome)) return send(res, 200, { status: 0, body: { userid: WITHINGS_USER_ID, ...outcome, token_type: 'Bearer' } });
      const error =
        outcome.error === 'invalid_client'
          ? 'Invalid Params: invalid client_id or client_secret'
          : outcome.isRefresh
            ? 'Invalid refresh_token'
            : outcome.error === 'invalid_grant'
              ? 'Invalid Params: invalid code'
              : 'Invalid Params: invalid grant_type';
      return send(res, 200, { status: 503, error });
    }
    if (req.path !== '/measure') return send(res, 404, { status: 404, error: 'Not Found' });
    const failure = nextFailure('withings');
    if (failure)
      return send(
        res,
        200,
        failure.status === 429 ? { status: 601, error: 'Too Many Requests' } : { status: 500, error: 'Unspecified error' },
      );
    if (!isAuthorized('withings', req.authorization)) return send(res, 200, { status: 401, error: 'invalid_token' });
    const types = (params.meastypes ?? params.meastype)?.split(',').map(Number);
    const from = params.startdate === undefined ? -Infinity : Number(params.startdate);
    const to = params.enddate === undefined ? Infinity : Number(params.enddate);
    const offset = params.offset === undefined ? 0 : Number(params.offset);
    if (params.action !== 'getmeas' || Number.isNaN(from) || Number.isNaN(to) || !Number.isInteger(offset) || offset < 0) {
      return send(res, 200, { status: 503, error: 'Invalid Params' });
    }
    // Withings lists the newest first.
    const all = days('withings')
      .flatMap(withingsGroups)
      .filter((group) => group.date >= from && group.date <= to && (!params.category || group.category === Number(params.category)))
      .map((group) => ({ ...group, measures: group.measures.filter((measure) => !types || types.includes(measure.type)) }))
      .filter((group) => group.measures.length > 0)
      .sort((a, b) => b.date - a.date || b.grpid - a.grpid);
    const more = offset + pageSize < all.length;
    const body = { updatetime: Math.floor(Date.now() / 1000), timezone: 'UTC', measuregrps: all.slice(offset, offset + pageSize) };
    send(res, 200, { status: 0, body: { ...body, more: more ? 1 : 0, offset: more ? offset + pageSize : 0 } });
  }

  const retryAfter = (failure: FakeFailure): Record<string, string> =>
    failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) };
  const handlers = { oura, whoop, withings };

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
      if (req.method === 'GET' && path === '/authorize') return authorize(provider, query, res);
      const oversizedBytes = isDataRequest(path) ? oversized[provider].shift() : undefined;
      if (oversizedBytes !== undefined) return streamOversized(res, oversizedBytes, (count) => (oversizedSent += count));
      handlers[provider](record, res);
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
    expectedDay(provider, day, timeZone) {
      const seededDays = days(provider);
      const rows =
        provider === 'oura'
          ? ouraDailyValues({
              readiness: seededDays.map((d) => ouraRecords(d).readiness),
              sleep: seededDays.flatMap((d) => ouraRecords(d).sleep),
              spo2: seededDays.map((d) => ouraRecords(d).spo2),
              activity: seededDays.map((d) => ouraRecords(d).activity),
            })
          : provider === 'whoop'
            ? whoopDailyValues(
                { sleeps: seededDays.map((d) => whoopRecords(d).sleep), recoveries: seededDays.map((d) => whoopRecords(d).recovery) },
                timeZone,
              )
            : withingsDailyValues(seededDays.flatMap(withingsGroups), timeZone);
      return rows.find((row) => row.localDay === day);
    },
    failNext: (provider, failure) => void failures[provider].push({ ...failure, times: failure.times ?? 1 }),
    answerOversizedNext: (provider, bytes) => void oversized[provider].push(bytes),
    oversizedBytesSent: () => oversizedSent,
    expireAccessTokens(provider) {
      for (const token of accessTokens.values()) if (token.provider === provider) token.isValid = false;
    },
    revokeRefreshTokens(provider) {
      for (const token of refreshTokens.values()) if (token.provider === provider) token.isValid = false;
    },
    denyNextAuthorization: (provider) => void (isDenyingNext[provider] = true),
    requests,
    revoked,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
