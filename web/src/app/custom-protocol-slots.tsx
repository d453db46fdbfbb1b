import { lazy, Suspense } from 'react';

// What the dashboard and the checklist show of the person's own protocols, each loaded apart from
// the page: a person with none of them downloads nothing more than the page itself.

const DashboardCustomCards = lazy(async () => ({
  default: (await import('../features/custom-protocols/components/tracker/dashboard-custom-cards')).DashboardCustomCards,
}));
const ChecklistCustomRows = lazy(async () => ({
  default: (await import('../features/custom-protocols/components/tracker/checklist-custom-rows')).ChecklistCustomRows,
}));

/** A card per own protocol chosen for the dashboard, with a quick log of its first part. */
export const customDashboardCards = (
  <Suspense fallback={null}>
    <DashboardCustomCards />
  </Suspense>
);

/** A row per part of the own protocols chosen for the checklist. */
export const customChecklistRows = (
  <Suspense fallback={null}>
    <ChecklistCustomRows />
  </Suspense>
);
