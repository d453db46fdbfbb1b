import type { CreatedToken, EmbedTokenCreate, TokenSummary } from '@uh/core/embed/embed-tokens.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';

/** Query keys start with the URL they read, so invalidating a URL refreshes every view of it. */
export const embedTokenKeys = {
  all: () => ['/api/tokens'] as const,
};

/** GET /api/tokens: the person's embed, widget and personal access tokens, never the tokens themselves. */
export const embedTokensQueryOptions = queryOptions<TokenSummary[]>({ queryKey: embedTokenKeys.all() });

/** POST /api/tokens: the new token (personal when `scopes` are given, else embed), which the server shows this once. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: EmbedTokenCreate): Promise<CreatedToken> => (await apiRequest('POST', '/api/tokens', input)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: embedTokenKeys.all() }),
  });
}

/** DELETE /api/tokens/{id}: the token stops working at once. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: number) => {
      await apiRequest('DELETE', `/api/tokens/${tokenId}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: embedTokenKeys.all() }),
  });
}
