import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ProtocolDocument, ProtocolDocumentInput } from '@uh/core/custom-protocols/protocol-document.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { CUSTOM_PROTOCOLS_URL, customProtocolKeys } from './custom-protocol-keys';

export type ProtocolPlacementPatch = { archived?: boolean; onDashboard?: boolean; onChecklist?: boolean };
export type DeletedProtocol = { id: number; undoUntil: string };

const protocolUrl = (id: number) => `${CUSTOM_PROTOCOLS_URL}/${id}`;

/** Every write changes what the list, the tracker, the dashboard and the checklist show: all are read again. */
function useProtocolMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>, onSuccess?: (output: TOutput) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...(onSuccess ? { onSuccess } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customProtocolKeys.all() }),
  });
}

/** POST /api/custom-protocols: from the form, a template or an imported file. */
export const useCreateCustomProtocol = () =>
  useProtocolMutation(
    async (input: { document: ProtocolDocument | ProtocolDocumentInput; onDashboard?: boolean; onChecklist?: boolean }) =>
      (await (await apiRequest('POST', CUSTOM_PROTOCOLS_URL, input)).json()) as CustomProtocol,
  );

/** PUT /api/custom-protocols/{id}: the whole document again (an edit). */
export const useReplaceCustomProtocol = () =>
  useProtocolMutation(
    async ({ id, document }: { id: number; document: ProtocolDocument }) =>
      (await (await apiRequest('PUT', protocolUrl(id), { document })).json()) as CustomProtocol,
  );

/** PATCH /api/custom-protocols/{id}: archived, on the dashboard, on the checklist. */
export function usePatchCustomProtocol() {
  const queryClient = useQueryClient();
  return useProtocolMutation(
    async ({ id, patch }: { id: number; patch: ProtocolPlacementPatch }) =>
      (await (await apiRequest('PATCH', protocolUrl(id), patch)).json()) as CustomProtocol,
    // A switch shows its new state as soon as the server has it, not after the list is read again.
    (saved) => {
      queryClient.setQueryData(customProtocolKeys.one(saved.id), saved);
      queryClient.setQueryData(customProtocolKeys.list(), (list: CustomProtocol[] | undefined) =>
        list?.map((protocol) => (protocol.id === saved.id ? saved : protocol)),
      );
    },
  );
}

/** PUT /api/custom-protocols/order: every id the person has, in the new order. */
export function useOrderCustomProtocols() {
  const queryClient = useQueryClient();
  return useProtocolMutation(
    async (ids: number[]) =>
      ((await (await apiRequest('PUT', `${CUSTOM_PROTOCOLS_URL}/order`, { ids })).json()) as { protocols: CustomProtocol[] }).protocols,
    // The new order shows at once, before the list is read again.
    (protocols) => queryClient.setQueryData(customProtocolKeys.list(), protocols),
  );
}

/** DELETE /api/custom-protocols/{id}: gone, though it can be brought back until `undoUntil`. */
export const useDeleteCustomProtocol = () =>
  useProtocolMutation(async (id: number) => (await (await apiRequest('DELETE', protocolUrl(id))).json()) as DeletedProtocol);

/** POST /api/custom-protocols/{id}/restore: the Undo of a delete, within its 30 seconds. */
export const useRestoreCustomProtocol = () =>
  useProtocolMutation(async (id: number) => (await (await apiRequest('POST', `${protocolUrl(id)}/restore`)).json()) as CustomProtocol);
