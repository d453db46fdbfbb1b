import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { useQuery } from '@tanstack/react-query';
import { customProtocolsQueryOptions } from '../../api/custom-protocols-queries';

/** The person's protocols in their order, archived ones left out; empty while the list loads. */
export function useActiveProtocols(): CustomProtocol[] {
  const { data } = useQuery(customProtocolsQueryOptions());
  return (data ?? []).filter((protocol) => !protocol.archived);
}
