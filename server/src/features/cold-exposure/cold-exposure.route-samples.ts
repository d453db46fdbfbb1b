import type { TrackerSamples } from '../../../test/route-samples';

/** A valid new log and a valid correction, which the route tests and the authorization matrix send to every path of this protocol. */
export const routeSamples: TrackerSamples = {
  protocol: 'coldExposure',
  create: (userId) => ({ userId, exposureMethod: 'cold_shower', temperature: 55, duration: 180, completed: true }),
  patch: () => ({ completed: true }),
};
