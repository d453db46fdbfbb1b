import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { localDateOf } from '@uh/core/common/calendar.logic';
import { needsFirstUseCheck } from '@uh/core/custom-protocols/protocol-safety.logic';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '#lib/session';
import { useNow } from '#lib/use-now';
import { customProtocolsQueryOptions } from '../../api/custom-protocols-queries';
import { manyProtocolsDaysQueryOptions } from './many-protocols-days';

/** Today in the person's zone, turning over at midnight on a page left open; null before the session is read. */
export function useToday(): string | null {
  const { data: user } = useSession();
  const now = useNow(60_000);
  return user ? localDateOf(new Date(now), user.timeZone) : null;
}

/** The person's protocols that show in one place (the dashboard, the checklist), archived ones left out. */
export function useShownProtocols(place: 'onDashboard' | 'onChecklist'): CustomProtocol[] {
  const { data } = useQuery(customProtocolsQueryOptions());
  return (data ?? []).filter((protocol) => protocol[place] && !protocol.archived);
}

/** One protocol's day today (its state, figures and entries), read with the other rows' in one request. */
export const useTodayOf = (protocolId: number, today: string) => useQuery(manyProtocolsDaysQueryOptions(protocolId, today, today));

/** Whether the protocol still asks its safety questions or risk screen before a first log: quick logs send the person to its page. */
export const asksSafetyFirst = (protocol: CustomProtocol): boolean => needsFirstUseCheck(protocol);
