import type { ReportLink, ReportLinkCreate, ReportLinkCreated } from '@uh/core/sharing/report-links.schema';
import type { ShareAccess } from '@uh/core/sharing/share-grants.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '#lib/api-client';
import { sharingKeys } from './sharing-keys';

/** GET /api/sharing/links: the person's report links, newest first, expired and ended ones too. */
export const reportLinksQueryOptions = queryOptions({
  queryKey: sharingKeys.links(),
  queryFn: async (): Promise<ReportLink[]> => (await apiRequest('GET', '/api/sharing/links')).json(),
  staleTime: 0,
});

/** GET /api/sharing/links/{id}/access: each opening of the link and its downloads, newest first. */
export const reportLinkAccessQueryOptions = (linkId: number) =>
  queryOptions({
    queryKey: sharingKeys.linkAccess(linkId),
    queryFn: async (): Promise<ShareAccess[]> => (await apiRequest('GET', `/api/sharing/links/${linkId}/access`)).json(),
    staleTime: 0,
  });

export function useReportLinks() {
  return useQuery(reportLinksQueryOptions);
}

type Change = { kind: 'create'; body: ReportLinkCreate } | { kind: 'end'; id: number };
type Answer = { created: ReportLinkCreated | null; problem: null } | { created: null; problem: string };

/**
 * Making a link (the answer holds its token and passcode, shown this once) and ending one; each
 * answers the server's refusal as text.
 */
export function useReportLinkChanges() {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async (wanted: Change): Promise<ReportLinkCreated | null> => {
      if (wanted.kind === 'create') return (await apiRequest('POST', '/api/sharing/links', wanted.body)).json();
      await apiRequest('DELETE', `/api/sharing/links/${wanted.id}`);
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingKeys.links() }),
  });
  const run = async (wanted: Change): Promise<Answer> => {
    try {
      return { created: await change.mutateAsync(wanted), problem: null };
    } catch (error) {
      return { created: null, problem: errorMessage(error) };
    }
  };
  return {
    isChanging: change.isPending,
    create: (body: ReportLinkCreate) => run({ kind: 'create', body }),
    end: (id: number) => run({ kind: 'end', id }),
  };
}
