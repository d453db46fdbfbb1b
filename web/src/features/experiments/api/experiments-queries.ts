import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ExperimentResult, ExperimentView } from '@uh/core/experiments/experiments.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '#lib/api-client';
import { EXPERIMENTS_URL, experimentKeys, experimentResultUrl, experimentUrl } from './experiments-keys';

const readJson = async <T>(url: string, signal: AbortSignal): Promise<T> => {
  const response = await apiFetch(url, { signal });
  await throwIfResNotOk(response);
  return (await response.json()) as T;
};

/** GET /api/experiments: the person's experiments, each with its plan. */
export const experimentsQueryOptions = () =>
  queryOptions({
    queryKey: experimentKeys.list(),
    queryFn: ({ signal }) => readJson<ExperimentView[]>(EXPERIMENTS_URL, signal),
  });

/** GET /api/experiments/{id} */
export const experimentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: experimentKeys.one(id),
    queryFn: ({ signal }) => readJson<ExperimentView>(experimentUrl(id), signal),
  });

/** GET /api/experiments/{id}/result: the analysis of the days so far, and each day's compliance. */
export const experimentResultQueryOptions = (id: number) =>
  queryOptions({
    queryKey: experimentKeys.result(id),
    queryFn: ({ signal }) => readJson<ExperimentResult>(experimentResultUrl(id), signal),
  });

/**
 * GET /api/custom-protocols, under the key and in the shape the person's own protocols keep their
 * list (the custom-protocols feature's `customProtocolKeys.list()`): one cached copy for every page.
 */
export const ownProtocolsQueryOptions = () =>
  queryOptions({
    queryKey: ['custom-protocols', 'list'] as const,
    queryFn: async ({ signal }) => (await readJson<{ protocols: CustomProtocol[] }>('/api/custom-protocols', signal)).protocols,
  });
