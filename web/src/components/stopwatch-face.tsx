import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatClock } from '@uh/core/common/stopwatch.logic';
import { cn } from '#lib/cn';

/** Where a timer stands, in words, with the icon and colour that go with it. */
export type StopwatchStatus = { label: string; icon: LucideIcon; tone: string };

/**
 * What screen readers hear: milestones once as they are crossed (the clock is not read out every
 * second), and what the last press did.
 */
export function StopwatchAnnouncements({ milestone, announcement }: { milestone: string; announcement: string }) {
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {milestone}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

/** The timer's title, which names its section, and its status. */
export function StopwatchHeader({ headingId, title, status }: { headingId: string; title: string; status: StopwatchStatus }) {
  const StatusIcon = status.icon;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <p className="inline-flex items-center gap-1.5 text-sm font-medium">
        <StatusIcon aria-hidden="true" className={cn('size-4', status.tone)} />
        {status.label}
      </p>
    </div>
  );
}

/** The big clock face; `children` is the line under it (the target). */
export function StopwatchClock({ label, seconds, children }: { label: string; seconds: number; children: ReactNode }) {
  return (
    <p className="text-center">
      <span role="timer" aria-label={label} className="figures text-5xl font-bold tracking-tight">
        {formatClock(seconds)}
      </span>
      {children}
    </p>
  );
}
