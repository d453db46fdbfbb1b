import type http from 'node:http';
import { whoopDailyValues } from '@uh/core/wearables/providers/whoop.logic';
import { whoopRecords } from '../fake-wearables-records';
import { decodePage, encodePage, retryAfter, send } from './http';
import { bearerOf } from './oauth';
import type { FakeRequest } from './provider';
import type { ProviderDeps } from './provider-deps';

/** WHOOP API v2: token endpoint, access revocation, and sleeps and recoveries, newest first, paged by `nextToken`. */
export function handleWhoop(deps: ProviderDeps, req: FakeRequest, res: http.ServerResponse) {
  const { tokens } = deps;
  if (req.method === 'POST' && req.path === '/oauth/oauth2/token') {
    const outcome = tokens.exchange('whoop', req.body, req.authorization);
    if ('error' in outcome) return send(res, outcome.error === 'invalid_client' ? 401 : 400, { error: outcome.error });
    return send(res, 200, { ...outcome, token_type: 'bearer' });
  }
  if (req.method === 'DELETE' && req.path === '/developer/v2/user/access') {
    if (!tokens.isAuthorized('whoop', req.authorization)) return send(res, 401, { error: 'invalid_token' });
    const token = bearerOf(req.authorization)!;
    tokens.accessToken(token)!.isValid = false;
    deps.revoked.push(token);
    return send(res, 204);
  }
  const isSleep = req.path === '/developer/v2/activity/sleep';
  if (req.method !== 'GET' || (!isSleep && req.path !== '/developer/v2/recovery')) return send(res, 404, { error: 'Not Found' });
  const failure = deps.nextFailure('whoop');
  if (failure) return send(res, failure.status, { error: 'Fake failure' }, retryAfter(failure));
  if (!tokens.isAuthorized('whoop', req.authorization)) return send(res, 401, { error: 'invalid_token' });
  const start = req.query.start === undefined ? -Infinity : Date.parse(req.query.start);
  const end = req.query.end === undefined ? Infinity : Date.parse(req.query.end);
  const limit = req.query.limit === undefined ? 10 : Number(req.query.limit);
  const offset = decodePage(req.query.nextToken);
  if (Number.isNaN(start) || Number.isNaN(end) || !Number.isInteger(limit) || limit < 1 || limit > 25 || offset === null) {
    return send(res, 400, { error: 'Invalid query parameters' });
  }
  // WHOOP lists the newest first.
  const all = deps
    .days('whoop')
    .map(whoopRecords)
    .filter(({ sleep }) => Date.parse(sleep.end) >= start && Date.parse(sleep.end) < end)
    .reverse()
    .map((day) => (isSleep ? day.sleep : day.recovery));
  const size = Math.min(limit, deps.pageSize);
  send(res, 200, {
    records: all.slice(offset, offset + size),
    next_token: offset + size < all.length ? encodePage(offset + size) : null,
  });
}

/** The seeded days' records mapped as the app maps them: a night seeded for one day may land on another local day. */
export const whoopExpectedValues = (days: string[], timeZone: string) =>
  whoopDailyValues({ sleeps: days.map((d) => whoopRecords(d).sleep), recoveries: days.map((d) => whoopRecords(d).recovery) }, timeZone);
