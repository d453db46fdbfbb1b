import type { TrackerSamples } from '../../../test/route-samples';

/** A valid new log and a valid correction, which the route tests and the authorization matrix send to every path of this protocol. */
export const routeSamples: TrackerSamples = {
  protocol: 'thirtyThirtyThirty',
  create: (userId) => ({ userId, proteinAmount: 30, exerciseDuration: 1800, timeAfterWaking: 20, completed: true }),
  patch: () => ({ completed: true }),
};
