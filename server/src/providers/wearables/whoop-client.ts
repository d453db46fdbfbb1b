import { addDays } from '@uh/core/common/calendar.logic';
import { type WhoopRecovery, type WhoopSleep, whoopDailyValues } from '@uh/core/wearables/providers/whoop.logic';
import type { WearableClientConfig } from '../../config';
import { authorizationUrl, standardTokenEndpoint, tokenPagedCollection, type WearableClient } from './wearable-client';
import { requestJson } from './wearable-http';

// `offline` is what makes WHOOP issue a refresh token.
const SCOPES = 'offline read:recovery read:sleep';
// WHOOP's largest page.
const PAGE_LIMIT = '25';

/** WHOOP API v2: sleeps and recoveries between two instants, paged by nextToken. */
export function whoopClient(config: WearableClientConfig): WearableClient {
  const tokens = standardTokenEndpoint(config, `${config.apiUrl}/oauth/oauth2/token`);

  const collection = <T>(accessToken: string, path: string, start: string, end: string) =>
    tokenPagedCollection<T>(
      (cursor) =>
        `${config.apiUrl}/developer/v2/${path}?${new URLSearchParams({ start, end, limit: PAGE_LIMIT, ...(cursor ? { nextToken: cursor } : {}) })}`,
      accessToken,
      'records',
    );

  return {
    provider: 'whoop',
    name: 'WHOOP',
    authorizeUrl: (input) => authorizationUrl(config, SCOPES, input),
    ...tokens,
    async revoke(accessToken) {
      await requestJson({ method: 'DELETE', url: `${config.apiUrl}/developer/v2/user/access`, accessToken });
    },
    async fetchDays(accessToken, { from, to }, timeZone) {
      // Instants a day wider on each side than any time zone's day: the mapping files each night by its local wake-up day.
      const start = `${addDays(from, -1)}T00:00:00.000Z`;
      const end = `${addDays(to, 2)}T00:00:00.000Z`;
      const sleeps = await collection<WhoopSleep>(accessToken, 'activity/sleep', start, end);
      const recoveries = await collection<WhoopRecovery>(accessToken, 'recovery', start, end);
      return whoopDailyValues({ sleeps, recoveries }, timeZone);
    },
  };
}
