import CircleIcon from 'lucide-react/icons/circle';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import { cn } from '#lib/cn';
import { Card } from '#ui/card';
import type { SummaryCardFigures } from '../lib/history-format';
import type { TrackedProtocolView } from '#lib/protocol-views';

/** 'Completed Today' or 'Not Completed', with an icon so the colour is never the only cue. */
function TodayStatus({ done }: { done: boolean }) {
  const Icon = done ? CircleCheckIcon : CircleIcon;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold',
        done ? 'border-status-good text-status-good' : 'border-input-border text-muted-foreground',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {done ? 'Completed Today' : 'Not Completed'}
    </span>
  );
}

/**
 * The reusable summary card (docs/product.md §2) for 30-30-30, Intermittent Fasting and Cold Exposure: this
 * week against the weekly target as its one headline, the other figures named beneath it.
 */
export function ProtocolSummaryCard({
  protocol,
  figures,
  isDoneToday,
}: {
  protocol: TrackedProtocolView;
  figures: SummaryCardFigures;
  isDoneToday: boolean;
}) {
  const { headline, facts } = figures;
  const labelId = `weekly-${protocol.key}`;
  return (
    <Card className="space-y-4 p-4 sm:p-5" data-testid={`summary-card-${protocol.key}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <span className={cn('grid size-8 place-items-center rounded-full', protocol.soft)}>
            <protocol.Icon aria-hidden="true" className={cn('size-4', protocol.text)} />
          </span>
          {protocol.title}
        </h3>
        <TodayStatus done={isDoneToday} />
      </div>
      <div>
        <p id={labelId} className="text-sm text-muted-foreground">
          This week (Mon–Sun)
        </p>
        <p className="figures" data-testid={`summary-headline-${protocol.key}`}>
          <span className="text-3xl font-semibold">{headline.done}</span>
          <span className="text-muted-foreground">
            {' '}
            of {headline.target} {headline.unit}
          </span>
        </p>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={headline.target}
          aria-valuenow={Math.min(headline.done, headline.target)}
          aria-valuetext={`${headline.done} of ${headline.target} ${headline.unit}`}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div className={cn('h-full rounded-full', protocol.fill)} style={{ width: `${headline.percent}%` }} />
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-muted-foreground">{fact.label}</dt>
            <dd className="font-semibold figures">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
