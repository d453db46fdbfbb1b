import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ProtocolReminder } from '@uh/core/custom-protocols/protocol-reminder.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { CUSTOM_PROTOCOLS_URL, customProtocolKeys } from './custom-protocol-keys';

/** PUT /api/custom-protocols/{id}/reminder: the answer is the protocol with its new reminder. */
export function useSaveProtocolReminder(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reminder: ProtocolReminder): Promise<CustomProtocol> =>
      (await apiRequest('PUT', `${CUSTOM_PROTOCOLS_URL}/${id}/reminder`, reminder)).json(),
    onSuccess: (protocol) => {
      queryClient.setQueryData(customProtocolKeys.one(id), protocol);
      // The list, and Settings → Reminders' list of protocol reminders (keyed by its URL).
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: customProtocolKeys.list() }),
        queryClient.invalidateQueries({ queryKey: [CUSTOM_PROTOCOLS_URL] }),
      ]);
    },
  });
}
