import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import FlameIcon from 'lucide-react/icons/flame';
import GaugeIcon from 'lucide-react/icons/gauge';
import SproutIcon from 'lucide-react/icons/sprout';
import type { ReactNode } from 'react';
import { Card } from '#ui/card';
import { days } from '../lib/progress-format';
import { Skeleton } from './load-states';

function Stat({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint: string }) {
  return (
    <div className="flex items-start gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-muted">{icon}</span>
      <div>
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-semibold figures">{value}</p>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
    </div>
  );
}

/** The page's summary block: overall completion, current streak and habit strength. */
export function ProgressSummaryBlock({ overall }: { overall: ProgressSummary['overall'] | undefined }) {
  return (
    <Card className="grid gap-5 p-4 sm:grid-cols-3 sm:p-6" aria-busy={!overall}>
      <h2 className="sr-only">Summary</h2>
      {overall ? (
        <>
          <Stat
            icon={<GaugeIcon aria-hidden="true" className="size-5" />}
            label="Overall completion"
            value={`${overall.completionRate}%`}
            hint="This week’s targets met so far (Mon–Sun), as on Your Health Progress"
          />
          <Stat
            icon={<FlameIcon aria-hidden="true" className="size-5" />}
            label="Current streak"
            value={days(overall.currentStreak)}
            hint="Days in a row with any protocol done"
          />
          <Stat
            icon={<SproutIcon aria-hidden="true" className="size-5" />}
            label="Habit strength"
            value={`${overall.habitStrength} / 100`}
            hint="Recent days count most"
          />
        </>
      ) : (
        [0, 1, 2].map((index) => (
          <div key={index} className="flex items-start gap-3">
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="w-full space-y-1.5">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-7 w-20" />
              <Skeleton className="h-3.5 w-40" />
            </div>
          </div>
        ))
      )}
    </Card>
  );
}
