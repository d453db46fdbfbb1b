import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import SproutIcon from 'lucide-react/icons/sprout';
import TrendingUpIcon from 'lucide-react/icons/trending-up';
import { Card } from '#ui/card';
import { ProgressRing } from '#ui/progress-ring';
import { countedDaysText, weeklyTargetsText } from '../lib/progress-format';
import { Skeleton } from './load-states';

// docs/product.md §9 colours (green above 60, amber above 30, red otherwise); the message and an icon say it too.
const RING_STROKES = { green: 'stroke-status-good', amber: 'stroke-status-warn', red: 'stroke-status-bad' } as const;
const MESSAGE_ICONS = { 'Excellent!': CircleCheckIcon, 'Good Progress': TrendingUpIcon } as const;

/**
 * The protocol adherence ring (docs/design.md): SVG stroke-dasharray, the percentage in the middle,
 * and in words which days it counts and against which targets.
 */
export function AdherenceRing({ summary }: { summary: ProgressSummary }) {
  const { overall } = summary;
  const fraction = Math.min(1, Math.max(0, overall.adherencePercent / 100));
  const Icon = MESSAGE_ICONS[overall.message as keyof typeof MESSAGE_ICONS] ?? SproutIcon;
  return (
    <Card className="flex flex-col items-center gap-4 p-4 sm:flex-row sm:gap-8 sm:p-6">
      <ProgressRing
        fraction={fraction}
        size={176}
        className="size-44"
        trackClassName="stroke-surface-muted"
        barClassName={RING_STROKES[overall.ringColour]}
        barProps={{ 'data-ring-colour': overall.ringColour }}
      >
        <span className="text-4xl font-semibold figures" data-testid="adherence-percent">
          {overall.adherencePercent}%
        </span>
        <span className="text-xs text-muted-foreground">adherence</span>
      </ProgressRing>
      <div className="space-y-1 text-center sm:text-left">
        <h2 className="text-lg font-semibold">Protocol Adherence</h2>
        <p className="flex items-center justify-center gap-2 text-xl font-semibold sm:justify-start">
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          {overall.message}
        </p>
        <p className="text-muted-foreground figures" data-testid="adherence-count">
          {overall.completed} of {overall.target} completions
        </p>
        <p className="text-sm text-muted-foreground" data-testid="adherence-days">
          {countedDaysText(summary.range, summary.today)}
        </p>
        <p className="text-sm text-muted-foreground">
          Each protocol counts once a day, against its target scaled to those days: {weeklyTargetsText()}.
        </p>
      </div>
    </Card>
  );
}

export function AdherenceRingSkeleton() {
  return (
    <Card className="flex flex-col items-center gap-4 p-4 sm:flex-row sm:gap-8 sm:p-6">
      <span
        aria-hidden="true"
        className="size-44 shrink-0 animate-pulse rounded-full border-[14px] border-surface-muted motion-reduce:animate-none"
      />
      <div className="w-full max-w-sm space-y-2">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-7 w-40" />
        <Skeleton className="h-6 w-36" />
        <Skeleton className="h-10 w-full" />
      </div>
    </Card>
  );
}
