import type { OAuthWearable } from '@uh/core/wearables/oauth-wearables';
import type { Config } from '../../config';
import { ouraClient } from './oura-client';
import type { WearableClient } from './wearable-client';
import { whoopClient } from './whoop-client';
import { withingsClient } from './withings-client';

/** The clients of the providers the operator has set up; the others are absent. */
export type WearableClients = Partial<Record<OAuthWearable, WearableClient>>;

export function createWearableClients(config: Config['wearables']): WearableClients {
  return {
    ...(config.oura.client ? { oura: ouraClient(config.oura.client) } : {}),
    ...(config.whoop.client ? { whoop: whoopClient(config.whoop.client) } : {}),
    ...(config.withings.client ? { withings: withingsClient(config.withings.client) } : {}),
  };
}
