import { addDays } from '@uh/core/common/calendar.logic';
import {
  type OuraActivity,
  type OuraReadiness,
  type OuraSleep,
  type OuraSpo2,
  ouraDailyValues,
} from '@uh/core/wearables/providers/oura.logic';
import type { WearableClientConfig } from '../../config';
import { authorizationUrl, standardTokenEndpoint, tokenPagedCollection, type WearableClient } from './wearable-client';
import { requestJson } from './wearable-http';

/** Oura API v2: daily readiness, sleep periods, daily activity (steps) and daily SpO₂, paged by next_token. */
export function ouraClient(config: WearableClientConfig): WearableClient {
  const tokens = standardTokenEndpoint(config, `${config.apiUrl}/oauth/token`);

  const collection = <T>(accessToken: string, name: string, from: string, to: string) =>
    tokenPagedCollection<T>(
      (cursor) =>
        `${config.apiUrl}/v2/usercollection/${name}?${new URLSearchParams({ start_date: from, end_date: to, ...(cursor ? { next_token: cursor } : {}) })}`,
      accessToken,
      'data',
    );

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
      const activity = await collection<OuraActivity>(accessToken, 'daily_activity', from, end);
      return ouraDailyValues({ readiness, sleep, spo2, activity });
    },
  };
}
