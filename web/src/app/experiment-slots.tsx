import { lazy, Suspense } from 'react';

// What the dashboard and the checklist show of running experiments, loaded apart from the page: the
// card's code comes only once the page is drawn, and the page never waits for it.

const TodayInExperiments = lazy(async () => ({
  default: (await import('../features/experiments/components/today-in-experiments')).TodayInExperiments,
}));

/** A card per running experiment with what its plan asks of today, and a link to it. */
export const experimentsToday = (
  <Suspense fallback={null}>
    <TodayInExperiments />
  </Suspense>
);
