import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { isFilledMeasurement, type BiometricMeasurement } from '@uh/core/biometrics/biometrics.logic';
import { biometricLogSchema, type BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { LIST_LIMIT_MAX, type ListQuery } from '@uh/core/protocols/protocols.schema';
import { z } from 'zod';
import type { ProtocolOwner } from '../../lib/protocol-completion';
import { jsonResult, readToolConfig, runReadTool, type McpCaller, type McpDeps } from './mcp-tool-kit';

/**
 * How far back a search for one metric goes, in pages of the longest list: a metric the person
 * never records must not make one call read their whole history.
 */
export const METRIC_SEARCH_PAGES = 10;

const getBiometricsOutput = z.object({ readings: z.array(biometricLogSchema) });

/**
 * The newest `limit` readings, or with a metric the newest `limit` that include it: a wearable
 * records many readings of other kinds in between, so the pages are searched back in turn.
 */
export async function readingsWith(
  { db, services }: McpDeps,
  owner: ProtocolOwner,
  query: ListQuery,
  metric?: BiometricMeasurement,
): Promise<BiometricLog[]> {
  if (metric === undefined) return services.logs.biometrics.list({ db }, owner, query);
  const found: BiometricLog[] = [];
  let before = query.before;
  for (let page = 0; page < METRIC_SEARCH_PAGES && found.length < query.limit; page += 1) {
    const readings = await services.logs.biometrics.list({ db }, owner, { limit: LIST_LIMIT_MAX, before });
    found.push(...readings.filter((reading) => isFilledMeasurement(reading[metric])));
    if (readings.length < LIST_LIMIT_MAX) break;
    before = readings.at(-1)!.timestamp;
  }
  return found.slice(0, query.limit);
}

export function registerBiometricTools(server: McpServer, deps: McpDeps, caller: McpCaller) {
  server.registerTool(
    'get_biometrics',
    { ...readToolConfig('get_biometrics'), outputSchema: getBiometricsOutput },
    async ({ metric, ...query }) =>
      runReadTool(deps, caller, 'get_biometrics', async () =>
        jsonResult(getBiometricsOutput.parse({ readings: await readingsWith(deps, caller.user, query, metric) })),
      ),
  );
}
