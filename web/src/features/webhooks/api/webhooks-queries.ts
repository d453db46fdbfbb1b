import type { WebhookDelivery, WebhookEndpoint } from '@uh/core/webhooks/webhooks.schema';
import { queryOptions } from '@tanstack/react-query';
import { deliveryPollInterval } from '../lib/delivery-log';

export const WEBHOOKS_URL = '/api/webhooks';

/** Query keys start with the URL they read (docs/product.md §7). */
export const webhookKeys = {
  endpoints: () => [WEBHOOKS_URL] as const,
  deliveries: (endpointId: number) => [`${WEBHOOKS_URL}/${endpointId}/deliveries`] as const,
};

/** GET /api/webhooks: the person's endpoints, never their secrets. */
export const webhooksQueryOptions = queryOptions<WebhookEndpoint[]>({ queryKey: webhookKeys.endpoints() });

/**
 * GET /api/webhooks/:id/deliveries, newest first. Reads never refetch on their own in this app;
 * this one does while a delivery is about to be sent, so a test event's outcome shows up by itself.
 */
export const deliveriesQueryOptions = (endpointId: number) =>
  queryOptions<WebhookDelivery[]>({
    queryKey: webhookKeys.deliveries(endpointId),
    refetchInterval: (query) => deliveryPollInterval(query.state.data ?? [], Date.now()),
  });
