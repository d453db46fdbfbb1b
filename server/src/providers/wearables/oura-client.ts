import { addDays } from '@uh/core/common/calendar.logic';
import { type OuraReadiness, type OuraSleep, type OuraSpo2, ouraDailyValues } from '@uh/core/wearables/providers/oura.logic';
import type { WearableClientConfig } from '../../config';
import { allPages, authorizationUrl, standardTokenEndpoint, type WearableClient } from './wearable-client';
import { requestJson, WearableApiError, withRateLimitWaits } from './wearable-http';

/** Oura API v2: daily readiness, sleep periods and daily SpO₂, paged by next_token. */
export function ouraClient(config: WearableClientConfig): WearableClient {
  const tokens = standardTokenEndpoint(config, `${config.apiUrl}/oauth/token`);

  async function collection<T>(accessToken: string, name: string, from: string, to: string): Promise<T[]> {
    return allPages(async (cursor) => {
      const query = new URLSearchParams({ start_date: from, end_date: to, ...(cursor ? { next_token: cursor } : {}) });
      const body = (await withRateLimitWaits(() =>
        requestJson({ url: `${config.apiUrl}/v2/usercollection/${name}?${query}`, accessToken }),
      )) as { data?: unknown; next_token?: unknown } | null;
      if (!Array.isArray(body?.data)) throw new WearableApiError({ kind: 'unavailable', detail: `sent ${name} without its data` });
      return { items: body.data as T[], next: typeof body.next_token === 'string' ? body.next_token : null };
    });
  }

  return {
    provider: 'oura',
    name: 'Oura',
    authorizeUrl: (input) => authorizationUrl(config, 'daily spo2', input),
    ...tokens,
    async revoke(accessToken) {
      await requestJson({ url: `${config.apiUrl}/oauth/revoke?${new URLSearchParams({ access_token: accessToken })}` });
    },
    async fetchDays(accessToken, { from, to }) {
      // Oura files a night under the day its person woke up; asking one day further catches tonight's.
      const end = addDays(to, 1);
      const readiness = await collection<OuraReadiness>(accessToken, 'daily_readiness', from, end);
      const sleep = await collection<OuraSleep>(accessToken, 'sleep', from, end);
      const spo2 = await collection<OuraSpo2>(accessToken, 'daily_spo2', from, end);
      return ouraDailyValues({ readiness, sleep, spo2 });
    },
  };
}
