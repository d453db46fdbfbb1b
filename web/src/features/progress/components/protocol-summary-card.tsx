import type { ProtocolSummary } from '@uh/core/progress/progress.schema';
import CircleIcon from 'lucide-react/icons/circle';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import { cn } from '#lib/cn';
import { Card } from '#ui/card';
import { days } from '../lib/progress-format';
import type { ProtocolMeta } from '../lib/protocol-meta';

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

/** The reusable summary card (spec §2) for 30-30-30, Intermittent Fasting and Cold Exposure. */
export function ProtocolSummaryCard({ protocol, stats, detail }: { protocol: ProtocolMeta; stats: ProtocolSummary; detail: string }) {
  const rate = Math.min(100, Math.max(0, stats.weeklyRate));
  return (
    <Card className="space-y-4 p-4 sm:p-5" data-testid={`summary-card-${protocol.key}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <span className={cn('grid size-8 place-items-center rounded-full', protocol.soft)}>
            <protocol.Icon aria-hidden="true" className={cn('size-4', protocol.text)} />
          </span>
          {protocol.cardTitle}
        </h3>
        <TodayStatus done={stats.completedToday} />
      </div>
      <div>
        <div className="flex justify-between text-sm">
          <span id={`weekly-${protocol.key}`} className="text-muted-foreground">
            Weekly completion
          </span>
          <span className="font-semibold figures">{rate}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`weekly-${protocol.key}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rate}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div className={cn('h-full rounded-full', protocol.fill)} style={{ width: `${rate}%` }} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Current streak</dt>
          <dd className="font-semibold figures">{days(stats.currentStreak)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">This week (Mon–Sun)</dt>
          <dd className="font-semibold figures">{stats.thisWeekDays}/7 days</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">{detail}</p>
    </Card>
  );
}
