import { addDays } from '@uh/core/common/calendar.logic';
import { type WithingsMeasureGroup, withingsDailyValues } from '@uh/core/wearables/providers/withings.logic';
import type { WearableClientConfig } from '../../config';
import { allPages, authorizationUrl, toTokens, type Tokens, type WearableClient } from './wearable-client';
import { requestJson, WearableApiError, withRateLimitWaits } from './wearable-http';

// Weight, diastolic, systolic, heart pulse.
const MEASURE_TYPES = '1,9,10,11';
// Withings answers HTTP 200 and puts its own status in the body.
const STATUS_INVALID_TOKEN = 401;
const STATUS_TOO_MANY_REQUESTS = 601;

type Envelope = { status?: unknown; body?: unknown; error?: unknown };

/** Withings' body status as the sync's failures: 0 is success, anything else an error. */
function unwrap(envelope: unknown, isTokenRequest: boolean): unknown {
  const { status, body, error } = (envelope ?? {}) as Envelope;
  if (status === 0) return body;
  if (status === STATUS_INVALID_TOKEN && !isTokenRequest) throw new WearableApiError({ kind: 'unauthorized' });
  if (status === STATUS_TOO_MANY_REQUESTS) throw new WearableApiError({ kind: 'rate_limited', retryAfterMs: 60_000 });
  const detail = `answered status ${typeof status === 'number' ? status : 'unknown'}${typeof error === 'string' ? ` (${error.slice(0, 60)})` : ''}`;
  // A token request refused for its code or refresh token: only connecting again helps.
  if (isTokenRequest && typeof status === 'number' && status < 600) throw new WearableApiError({ kind: 'rejected', detail });
  throw new WearableApiError({ kind: 'unavailable', detail });
}

const unixSeconds = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000);

/** Withings Public API: OAuth on /v2/oauth2 (action=requesttoken), measures from /measure (action=getmeas), paged by offset. */
export function withingsClient(config: WearableClientConfig): WearableClient {
  async function token(form: Record<string, string>, previousRefreshToken: string | null): Promise<Tokens> {
    const envelope = await requestJson({
      url: `${config.apiUrl}/v2/oauth2`,
      form: { action: 'requesttoken', client_id: config.clientId, client_secret: config.clientSecret, ...form },
    });
    return toTokens(unwrap(envelope, true), previousRefreshToken);
  }

  return {
    provider: 'withings',
    name: 'Withings',
    authorizeUrl: (input) => authorizationUrl(config, 'user.metrics', input),
    exchangeCode: ({ code, redirectUri }) => token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, null),
    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken),
    async fetchDays(accessToken, { from, to }, timeZone) {
      const groups = await allPages<WithingsMeasureGroup>(async (cursor) => {
        const form = {
          action: 'getmeas',
          meastypes: MEASURE_TYPES,
          category: '1',
          startdate: String(unixSeconds(addDays(from, -1))),
          enddate: String(unixSeconds(addDays(to, 2))),
          ...(cursor ? { offset: cursor } : {}),
        };
        const body = unwrap(await withRateLimitWaits(() => requestJson({ url: `${config.apiUrl}/measure`, form, accessToken })), false) as {
          measuregrps?: unknown;
          more?: unknown;
          offset?: unknown;
        } | null;
        if (!Array.isArray(body?.measuregrps))
          throw new WearableApiError({ kind: 'unavailable', detail: 'sent measures without their groups' });
        const more = body.more === 1 || body.more === true;
        return { items: body.measuregrps as WithingsMeasureGroup[], next: more && body.offset != null ? String(body.offset) : null };
      });
      return withingsDailyValues(groups, timeZone);
    },
  };
}
