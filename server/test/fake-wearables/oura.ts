import type http from 'node:http';
import { ouraDailyValues } from '@uh/core/wearables/providers/oura.logic';
import { ouraRecords } from '../fake-wearables-records';
import { decodePage, encodePage, isDay, retryAfter, send } from './http';
import type { FakeRequest } from './provider';
import type { ProviderDeps } from './provider-deps';

/** Oura API v2: token and revocation endpoints, and the four daily collections, paged by `next_token`. */
export function handleOura(deps: ProviderDeps, req: FakeRequest, res: http.ServerResponse) {
  const { tokens } = deps;
  if (req.method === 'POST' && req.path === '/oauth/token') {
    const outcome = tokens.exchange('oura', req.body, req.authorization);
    if ('error' in outcome) return send(res, outcome.error === 'invalid_client' ? 401 : 400, { error: outcome.error });
    const { access_token, refresh_token, expires_in } = outcome;
    return send(res, 200, { access_token, token_type: 'bearer', expires_in, refresh_token });
  }
  if (req.method === 'GET' && req.path === '/oauth/revoke') {
    const token = tokens.accessToken(req.query.access_token ?? '');
    if (!token || token.provider !== 'oura') return send(res, 400, { error: 'invalid_token' });
    token.isValid = false;
    deps.revoked.push(req.query.access_token!);
    return send(res, 200, {});
  }
  const collection = /^\/v2\/usercollection\/(daily_readiness|sleep|daily_spo2|daily_activity)$/.exec(req.path)?.[1];
  if (req.method !== 'GET' || !collection) return send(res, 404, { detail: 'Not Found' });
  const failure = deps.nextFailure('oura');
  if (failure) return send(res, failure.status, { detail: 'Fake failure' }, retryAfter(failure));
  if (!tokens.isAuthorized('oura', req.authorization)) return send(res, 401, { detail: 'Invalid or expired access token' });
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
  const all = deps
    .days('oura')
    .filter((day) => day >= start! && day <= end!)
    .flatMap((day): object[] => {
      const records = ouraRecords(day);
      if (collection === 'sleep') return records.sleep;
      return [collection === 'daily_spo2' ? records.spo2 : collection === 'daily_activity' ? records.activity : records.readiness];
    });
  const page = all.slice(offset!, offset! + deps.pageSize);
  send(res, 200, { data: page, next_token: offset! + deps.pageSize < all.length ? encodePage(offset! + deps.pageSize) : null });
}

/** The seeded days' records mapped as the app maps them. */
export const ouraExpectedValues = (days: string[]) =>
  ouraDailyValues({
    readiness: days.map((d) => ouraRecords(d).readiness),
    sleep: days.flatMap((d) => ouraRecords(d).sleep),
    spo2: days.map((d) => ouraRecords(d).spo2),
    activity: days.map((d) => ouraRecords(d).activity),
  });
