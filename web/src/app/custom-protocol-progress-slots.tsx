import { lazy, Suspense, type ReactNode } from 'react';
import type { ProgressTimeframe } from '../features/custom-protocols/components/progress/protocols-progress-section';

// What Your Health Progress and Protocol Progress show of the person's own protocols, each loaded
// apart from the page: a person with none of them downloads nothing more than the page itself.

const ProtocolsProgressSection = lazy(async () => ({
  default: (await import('../features/custom-protocols/components/progress/protocols-progress-section')).ProtocolsProgressSection,
}));
const ProtocolMonthCalendar = lazy(async () => ({
  default: (await import('../features/custom-protocols/components/progress/protocol-month-calendar')).ProtocolMonthCalendar,
}));

/** A row per own protocol with its figures over the timeframe. */
export const customProgressSection = (timeframe: ProgressTimeframe): ReactNode => (
  <Suspense fallback={null}>
    <ProtocolsProgressSection timeframe={timeframe} />
  </Suspense>
);

/** One own protocol's days, picked from a list, over the month the calendar shows. */
export const customProgressCalendar = ({ month, today }: { month: string; today: string }): ReactNode => (
  <Suspense fallback={null}>
    <ProtocolMonthCalendar month={month} today={today} />
  </Suspense>
);
