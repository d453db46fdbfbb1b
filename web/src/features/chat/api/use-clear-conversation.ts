import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { chatKeys } from './chat-queries';

/** DELETE /api/chat/messages: the whole conversation, after the person confirmed. */
export function useClearConversation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', '/api/chat/messages');
    },
    onSuccess: () => queryClient.setQueryData(chatKeys.messages(userId), []),
    onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to clear the conversation. Please try again.' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.messages(userId) }),
  });
}
