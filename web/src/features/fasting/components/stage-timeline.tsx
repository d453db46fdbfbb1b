import CheckIcon from 'lucide-react/icons/check';
import { FASTING_STAGES } from '@uh/core/fasting/fasting.logic';
import { cn } from '#lib/cn';
import { formatHm, formatStageRange, stageProgress } from '../lib/fast-view';

/** The six stages with their benefits; while a fast runs, the current one is highlighted. */
export function StageTimeline({ elapsedSeconds }: { elapsedSeconds: number | null }) {
  const progress = elapsedSeconds === null ? null : stageProgress(elapsedSeconds);
  return (
    <ol className="space-y-3">
      {FASTING_STAGES.map((stage, index) => {
        const isCurrent = progress?.index === index;
        const isPast = progress !== null && index < progress.index;
        return (
          <li
            key={stage.name}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'rounded-control border-l-4 p-3',
              isCurrent ? 'border-protocol-fasting bg-protocol-fasting-soft' : 'border-border bg-surface-muted/60',
            )}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h3 className="flex items-center gap-2 font-semibold">
                {isPast ? <CheckIcon aria-hidden="true" className="size-4 text-protocol-fasting" /> : null}
                {stage.name}
                {isPast ? <span className="sr-only">(reached)</span> : null}
              </h3>
              <span className="text-sm text-muted-foreground figures">{formatStageRange(stage)}</span>
            </div>
            {isCurrent ? (
              <p className="mt-1 text-sm font-medium text-protocol-fasting">
                Current stage
                {progress.next && progress.secondsToNext !== null
                  ? ` · ${progress.next.name} in ${formatHm(progress.secondsToNext)}`
                  : ' · the final stage'}
              </p>
            ) : null}
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {stage.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
