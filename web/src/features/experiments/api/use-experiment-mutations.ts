import type { ExperimentCreate, ExperimentView } from '@uh/core/experiments/experiments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { EXPERIMENTS_URL, experimentKeys, experimentUrl } from './experiments-keys';

/** POST /api/experiments: the server draws the seed and returns the experiment with its plan. */
export function useCreateExperiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ExperimentCreate) => (await (await apiRequest('POST', EXPERIMENTS_URL, body)).json()) as ExperimentView,
    onSuccess: (created) => queryClient.setQueryData(experimentKeys.one(created.id), created),
    onSettled: () => queryClient.invalidateQueries({ queryKey: experimentKeys.list() }),
  });
}

/** PATCH /api/experiments/{id} `{ stop: true }`: ended now by the person; its result is read again. */
export function useStopExperiment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest('PATCH', experimentUrl(id), { stop: true })).json()) as ExperimentView,
    onSuccess: (stopped) => queryClient.setQueryData(experimentKeys.one(id), stopped),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: experimentKeys.list() }),
        queryClient.invalidateQueries({ queryKey: experimentKeys.result(id) }),
      ]),
  });
}

/** DELETE /api/experiments/{id}: the experiment and its plan are gone; the logs it read stay. */
export function useDeleteExperiment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', experimentUrl(id));
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: experimentKeys.one(id) });
      queryClient.removeQueries({ queryKey: experimentKeys.result(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: experimentKeys.list() }),
  });
}
