import type { CreatedWebhook, WebhookCreate, WebhookDelivery, WebhookEndpoint, WebhookPatch } from '@uh/core/webhooks/webhooks.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { webhookKeys, WEBHOOKS_URL } from './webhooks-queries';

/** POST /api/webhooks: the new endpoint and its signing secret, which the server shows this once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WebhookCreate): Promise<CreatedWebhook> => (await apiRequest('POST', WEBHOOKS_URL, input)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

/** PATCH /api/webhooks/:id (here: on or off); the answer is the endpoint as stored. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: WebhookPatch }): Promise<WebhookEndpoint> =>
      (await apiRequest('PATCH', `${WEBHOOKS_URL}/${id}`, patch)).json(),
    onSuccess: (endpoint) =>
      queryClient.setQueryData(webhookKeys.endpoints(), (endpoints: WebhookEndpoint[] | undefined) =>
        endpoints?.map((each) => (each.id === endpoint.id ? endpoint : each)),
      ),
  });
}

/** DELETE /api/webhooks/:id: nothing more is sent to it, and its delivery log goes with it. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${WEBHOOKS_URL}/${id}`);
    },
    onSuccess: (_nothing, id) => queryClient.removeQueries({ queryKey: webhookKeys.deliveries(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

/**
 * POST /api/webhooks/:id/test: the queued delivery goes to the top of the log at once, and being
 * pending it makes the log poll until the server has sent it.
 */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<WebhookDelivery> => (await apiRequest('POST', `${WEBHOOKS_URL}/${id}/test`)).json(),
    onSuccess: async (delivery, id) => {
      const key = webhookKeys.deliveries(id);
      // A log not read yet is read whole rather than started with this one delivery.
      if (!queryClient.getQueryData(key)) return queryClient.invalidateQueries({ queryKey: key });
      queryClient.setQueryData(key, (deliveries: WebhookDelivery[] | undefined) => [
        delivery,
        ...(deliveries ?? []).filter((each) => each.id !== delivery.id),
      ]);
    },
  });
}
