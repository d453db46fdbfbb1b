import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { invalidateProgressViews } from '#lib/progress-views';
import { thirtyKeys } from './thirty-queries';

/** The body of POST /api/protocols/thirty without `completed`: grams, timer seconds, minutes. */
export type ThirtyLogInput = { userId: number; proteinAmount: number; exerciseDuration: number; timeAfterWaking: number | null };

/** POST /api/protocols/thirty with completed=true (the form only sends a finished morning). */
export function useLogThirty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ThirtyLogInput) =>
      (await apiRequest('POST', '/api/protocols/thirty', { ...input, completed: true })).json() as Promise<ThirtyLog>,
    // The server ticks today's checklist and the summaries change too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: thirtyKeys.all() }), invalidateProgressViews(queryClient)]),
  });
}
