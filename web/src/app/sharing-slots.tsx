import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import { lazy, Suspense, type ReactNode } from 'react';

// What a shared page (/shared/:grantId) shows from the progress feature: the adherence ring of
// Your Health Progress, drawn from the owner's summary, loaded only once there is one to draw.

const AdherenceRing = lazy(async () => ({
  default: (await import('../features/progress/components/adherence-ring')).AdherenceRing,
}));

export const sharedProgressRing = (summary: ProgressSummary): ReactNode => (
  <Suspense fallback={null}>
    <AdherenceRing summary={summary} />
  </Suspense>
);
