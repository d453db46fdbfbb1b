import type { TrackerSamples } from '../../../test/route-samples';

/** A valid new log and a valid correction, which the route tests and the authorization matrix send to every path of this protocol. */
export const routeSamples: TrackerSamples = {
  protocol: 'fasting',
  create: (userId) => ({ userId, startTime: new Date(Date.now() - 3_600_000).toISOString(), targetHours: 16 }),
  patch: () => ({ endTime: new Date().toISOString() }),
};
