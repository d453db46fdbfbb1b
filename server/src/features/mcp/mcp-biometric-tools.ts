import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { BIOMETRIC_MEASUREMENTS, isFilledMeasurement, type BiometricMeasurement } from '@uh/core/biometrics/biometrics.logic';
import { biometricCreateSchema, biometricLogSchema, type BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { LIST_LIMIT_MAX, listQuerySchema, type ListQuery } from '@uh/core/protocols/protocols.schema';
import { z } from 'zod';
import type { ProtocolOwner } from '../../lib/protocol-completion';
import { errorResult, isOtherPerson, jsonResult, OTHER_PERSON_REFUSED, runWithScope, type McpCaller, type McpDeps } from './mcp-tool-kit';

/**
 * How far back a search for one metric goes, in pages of the longest list: a metric the person
 * never records must not make one call read their whole history.
 */
export const METRIC_SEARCH_PAGES = 10;

const getBiometricsInput = listQuerySchema.extend({
  metric: z
    .enum(BIOMETRIC_MEASUREMENTS, { message: `metric must be one of ${BIOMETRIC_MEASUREMENTS.join(', ')}` })
    .optional()
    .describe('Only readings that include this measurement'),
});
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
    {
      title: 'Get biometric readings',
      description:
        'Biometric readings (weight in lbs, blood pressure, heart rate, HRV, sleep in hours…), newest first; with `metric`, ' +
        'only the readings that include it. Page back with `before`. Needs the biometrics:read scope.',
      inputSchema: getBiometricsInput,
      outputSchema: getBiometricsOutput,
      annotations: { readOnlyHint: true },
    },
    async ({ metric, ...query }) =>
      runWithScope(deps, caller, 'biometrics:read', async () =>
        jsonResult(getBiometricsOutput.parse({ readings: await readingsWith(deps, caller.user, query, metric) })),
      ),
  );

  server.registerTool(
    'log_biometrics',
    {
      title: 'Log a biometric reading',
      description:
        'Records one reading with at least one measurement, as the app’s form does (weight in lbs, sleepDuration in hours, ' +
        'bodyTemperature in `temperatureUnit`). Needs the biometrics:write scope.',
      inputSchema: biometricCreateSchema,
      outputSchema: biometricLogSchema,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    async (input) =>
      runWithScope(deps, caller, 'biometrics:write', async () => {
        if (isOtherPerson(caller, input.userId)) return errorResult(OTHER_PERSON_REFUSED);
        return jsonResult(biometricLogSchema.parse(await deps.services.logs.biometrics.create(deps, caller.user, input)));
      }),
  );
}
