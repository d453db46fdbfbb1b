import type http from 'node:http';
import { withingsDailyValues } from '@uh/core/wearables/providers/withings.logic';
import { withingsGroups } from '../fake-wearables-records';
import { send } from './http';
import type { FakeRequest } from './provider';
import type { ProviderDeps } from './provider-deps';

const WITHINGS_USER_ID = '363';

/**
 * Withings: `action=` endpoints that answer 200 with the outcome in `status` (0 for success), the
 * token endpoint and the measures, newest first, paged by `offset`.
 */
export function handleWithings(deps: ProviderDeps, req: FakeRequest, res: http.ServerResponse) {
  const { tokens, pageSize } = deps;
  const params = { ...req.query, ...req.body };
  if (req.method === 'POST' && req.path === '/v2/oauth2') {
    if (params.action !== 'requesttoken') return send(res, 200, { status: 503, error: 'Invalid Params: invalid action' });
    const outcome = tokens.exchange('withings', params, undefined);
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
  const failure = deps.nextFailure('withings');
  if (failure)
    return send(
      res,
      200,
      failure.status === 429 ? { status: 601, error: 'Too Many Requests' } : { status: 500, error: 'Unspecified error' },
    );
  if (!tokens.isAuthorized('withings', req.authorization)) return send(res, 200, { status: 401, error: 'invalid_token' });
  const types = (params.meastypes ?? params.meastype)?.split(',').map(Number);
  const from = params.startdate === undefined ? -Infinity : Number(params.startdate);
  const to = params.enddate === undefined ? Infinity : Number(params.enddate);
  const offset = params.offset === undefined ? 0 : Number(params.offset);
  if (params.action !== 'getmeas' || Number.isNaN(from) || Number.isNaN(to) || !Number.isInteger(offset) || offset < 0) {
    return send(res, 200, { status: 503, error: 'Invalid Params' });
  }
  // Withings lists the newest first.
  const all = deps
    .days('withings')
    .flatMap(withingsGroups)
    .filter((group) => group.date >= from && group.date <= to && (!params.category || group.category === Number(params.category)))
    .map((group) => ({ ...group, measures: group.measures.filter((measure) => !types || types.includes(measure.type)) }))
    .filter((group) => group.measures.length > 0)
    .sort((a, b) => b.date - a.date || b.grpid - a.grpid);
  const more = offset + pageSize < all.length;
  const body = { updatetime: Math.floor(Date.now() / 1000), timezone: 'UTC', measuregrps: all.slice(offset, offset + pageSize) };
  send(res, 200, { status: 0, body: { ...body, more: more ? 1 : 0, offset: more ? offset + pageSize : 0 } });
}

/** The seeded days' measures mapped as the app maps them. */
export const withingsExpectedValues = (days: string[], timeZone: string) => withingsDailyValues(days.flatMap(withingsGroups), timeZone);
