import type { Insight, InsightPairCreate, InsightsAnswer } from '@uh/core/insights/insights.schema';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { INSIGHT_PAIRS_URL, INSIGHTS_URL, insightKeys, pairUrl } from './insights-keys';

/** Puts one pair's new state into the cached answer, so its card moves before the answer is read again. */
function replaceInsight(queryClient: QueryClient, saved: Insight) {
  queryClient.setQueryData<InsightsAnswer>(insightKeys.answer(), (answer) =>
    answer ? { ...answer, insights: answer.insights.map((insight) => (insight.key === saved.key ? saved : insight)) } : answer,
  );
}

/**
 * A change of pairs changes every shown pair's adjusted p (Benjamini–Hochberg runs across all of
 * them), so the whole answer is read again after each one.
 */
function usePairMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>, onSuccess?: (output: TOutput) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...(onSuccess ? { onSuccess } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: insightKeys.answer() }),
  });
}

/** POST /api/insights/pairs: a question of the person's own; 409 when they already have it. Its card shows at once. */
export function useAddInsightPair() {
  const queryClient = useQueryClient();
  return usePairMutation(
    async (pair: InsightPairCreate) => (await (await apiRequest('POST', INSIGHT_PAIRS_URL, pair)).json()) as Insight,
    (added) =>
      queryClient.setQueryData<InsightsAnswer>(insightKeys.answer(), (answer) =>
        answer && !answer.insights.some((insight) => insight.key === added.key)
          ? { ...answer, insights: [...answer.insights, added] }
          : answer,
      ),
  );
}

/** PATCH /api/insights/pairs/{key}: hide a pair (it leaves the tests) or show it again. */
export function useSetPairHidden() {
  const queryClient = useQueryClient();
  return usePairMutation(
    async ({ key, hidden }: { key: string; hidden: boolean }) =>
      (await (await apiRequest('PATCH', pairUrl(key), { hidden })).json()) as Insight,
    (saved) => replaceInsight(queryClient, saved),
  );
}

/** DELETE /api/insights/pairs/{key}: an added pair only; a suggested one can be hidden, not deleted. */
export function useDeleteInsightPair() {
  const queryClient = useQueryClient();
  return usePairMutation(
    async (key: string) => {
      await apiRequest('DELETE', pairUrl(key));
      return key;
    },
    (key) =>
      queryClient.setQueryData<InsightsAnswer>(insightKeys.answer(), (answer) =>
        answer ? { ...answer, insights: answer.insights.filter((insight) => insight.key !== key) } : answer,
      ),
  );
}

/** POST /api/insights/recompute: the fresh answer, shown as it comes. */
export function useRecomputeInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', `${INSIGHTS_URL}/recompute`)).json()) as InsightsAnswer,
    onSuccess: (answer) => queryClient.setQueryData(insightKeys.answer(), answer),
  });
}
