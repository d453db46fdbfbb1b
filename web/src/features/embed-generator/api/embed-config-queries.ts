import type { EmbedConfigResponse } from '@uh/core/embed/embed-tokens.schema';
import { queryOptions } from '@tanstack/react-query';

/** Query keys start with the URL they read (docs/product.md §7). */
export const embedConfigKeys = {
  all: () => ['/api/embed/config'] as const,
};

/** GET /api/embed/config (public): the app's public origin and the sites allowed to frame a widget. */
export const embedConfigQueryOptions = queryOptions<EmbedConfigResponse>({ queryKey: embedConfigKeys.all() });
