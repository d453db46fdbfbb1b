import {
  embedConfigSchema,
  widgetTokenSchema,
  type EmbedConfigResponse,
  type WidgetToken,
  type WidgetTokenRequest,
} from '@uh/core/embed/embed-tokens.schema';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { clearWidgetToken } from '#lib/widget-auth';

/** Query keys start with the URL they read (docs/product.md §7). */
export const embedKeys = {
  config: () => ['/api/embed/config'] as const,
};

/** GET /api/embed/config (public): the sites allowed to frame the widget, the only ones it talks to. */
export const embedConfigQueryOptions = queryOptions({
  queryKey: embedKeys.config(),
  queryFn: async (): Promise<EmbedConfigResponse> => embedConfigSchema.parse(await (await apiRequest('GET', '/api/embed/config')).json()),
});

/**
 * POST /api/embed/widget-token: the sign-in popup, signed in by cookie, makes a token for the
 * widget that opened it, on the site that widget named.
 */
export function useCreateWidgetToken() {
  return useMutation({
    mutationFn: async (request: WidgetTokenRequest): Promise<WidgetToken> =>
      widgetTokenSchema.parse(await (await apiRequest('POST', '/api/embed/widget-token', request)).json()),
  });
}

/**
 * DELETE /api/embed/widget-token: signing out inside the widget ends its token on the server too.
 * The widget forgets the token whatever the answer: the person asked to be signed out here.
 */
export function useWidgetSignOut() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/embed/widget-token');
    },
    onSettled: () => clearWidgetToken(),
  });
}
