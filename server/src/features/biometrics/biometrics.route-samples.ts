import type { TrackerSamples } from '../../../test/route-samples';

/** A valid new log and a valid correction, which the route tests and the authorization matrix send to every path of this protocol. */
export const routeSamples: TrackerSamples = {
  protocol: 'biometrics',
  create: (userId) => ({ userId, weight: 180 }),
  patch: () => ({ weight: 181 }),
};
