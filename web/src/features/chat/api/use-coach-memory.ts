import type { CoachMemory } from '@uh/core/chat/coach-memory.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '#lib/api-client';

export const coachMemoryKey = ['/api/chat/memory'] as const;

const coachMemoryQueryOptions = queryOptions({
  queryKey: coachMemoryKey,
  queryFn: async (): Promise<CoachMemory[]> => (await apiRequest('GET', '/api/chat/memory')).json(),
});

type Change = { kind: 'add'; text: string } | { kind: 'edit'; id: number; text: string } | { kind: 'delete'; id: number };

/** What the coach remembers for the person, and their changes to it; each answers the server's refusal, or null. */
export function useCoachMemory() {
  const queryClient = useQueryClient();
  const memories = useQuery(coachMemoryQueryOptions);
  const change = useMutation({
    mutationFn: async (wanted: Change) => {
      if (wanted.kind === 'add') await apiRequest('POST', '/api/chat/memory', { text: wanted.text });
      else if (wanted.kind === 'edit') await apiRequest('PATCH', `/api/chat/memory/${wanted.id}`, { text: wanted.text });
      else await apiRequest('DELETE', `/api/chat/memory/${wanted.id}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: coachMemoryKey }),
  });
  const run = async (wanted: Change): Promise<string | null> => {
    try {
      await change.mutateAsync(wanted);
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  };
  return {
    memories,
    isChanging: change.isPending,
    add: (text: string) => run({ kind: 'add', text }),
    edit: (id: number, text: string) => run({ kind: 'edit', id, text }),
    remove: (id: number) => run({ kind: 'delete', id }),
  };
}
