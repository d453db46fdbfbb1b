import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { ownProtocolRoute, type OwnProtocolRoute } from '@uh/core/embed/embed.logic';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '#lib/session';

export type OwnProtocolChoice = { route: OwnProtocolRoute; label: string };

/** GET /api/custom-protocols (read by the default fetcher from the key's URL), signed in only. */
const ownProtocolsQueryOptions = (isSignedIn: boolean) =>
  queryOptions<{ protocols: CustomProtocol[] }, Error, OwnProtocolChoice[]>({
    queryKey: ['/api/custom-protocols'],
    enabled: isSignedIn,
    select: ({ protocols }) =>
      // Archived protocols are shelved: a site would show a tracker nobody fills in.
      protocols
        .filter((protocol) => !protocol.archived)
        .map((protocol) => ({ route: ownProtocolRoute(protocol.id), label: protocol.document.title })),
  });

/**
 * The signed-in person's own protocols as widget choices, in their order; none for a visitor (the
 * generator is public) or while they load.
 */
export function useOwnProtocolChoices(): OwnProtocolChoice[] {
  const { data: user } = useSession();
  return useQuery(ownProtocolsQueryOptions(Boolean(user))).data ?? [];
}
