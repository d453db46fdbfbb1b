import { BACKFILL_DAYS } from '@uh/core/wearables/connections.schema';
import { CONNECT_RESULTS, type ConnectResult } from '@uh/core/wearables/connection-requests.schema';
import { isOAuthWearable } from '@uh/core/wearables/oauth-wearables';
import { WEARABLE_SOURCE_LABELS } from '@uh/core/wearables/wearables.schema';

export type ConnectReturnToast = { title: string; description: string; variant?: 'destructive' };

const CONNECT_RESULT_TOASTS: Record<ConnectResult, (name: string) => ConnectReturnToast> = {
  connected: (name) => ({ title: `Connected to ${name}`, description: `Bringing in the last ${BACKFILL_DAYS} days of readings.` }),
  denied: (name) => ({ title: `${name} was not connected`, description: `You declined access on ${name}'s page.` }),
  failed: (name) => ({ variant: 'destructive', title: `Failed to connect to ${name}`, description: 'Please try again.' }),
};

const isConnectResult = (value: string): value is ConnectResult => (CONNECT_RESULTS as readonly string[]).includes(value);

/** The parameters the provider's return leaves in the Settings address. */
const CONNECT_PARAMS = ['wearable', 'connect'] as const;

/** What to tell the person on coming back from the provider's page (`?wearable=oura&connect=connected`); null otherwise. */
export function connectReturnToast(search: string): ConnectReturnToast | null {
  const params = new URLSearchParams(search);
  const wearable = params.get('wearable') ?? '';
  const result = params.get('connect') ?? '';
  if (!isOAuthWearable(wearable) || !isConnectResult(result)) return null;
  return CONNECT_RESULT_TOASTS[result](WEARABLE_SOURCE_LABELS[wearable]);
}

/** The same address without the return parameters (the rest of the query and the hash kept), for history.replaceState. */
export function withoutConnectParams(href: string): string {
  const url = new URL(href);
  for (const name of CONNECT_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
