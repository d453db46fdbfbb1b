import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import type { ProtocolSummary } from '@uh/core/progress/progress.schema';
import { coldStatus, fastCardView, formatHoursMinutes, type FastCardView } from '../lib/dashboard-view';
import { PROTOCOL_VIEWS } from '#lib/protocol-views';
import { useNow } from '#lib/use-now';
import { ProtocolCard } from './protocol-card';

const { thirtyThirtyThirty: thirty, fasting, coldExposure: cold } = PROTOCOL_VIEWS;

const unit = (text: string) => <span className="text-base font-normal text-muted-foreground"> {text}</span>;

export function ThirtyCard({ summary }: { summary: ProtocolSummary }) {
  const done = summary.completedToday;
  return (
    <ProtocolCard
      accent={thirty.accent}
      Icon={thirty.Icon}
      title={thirty.title}
      status={done ? 'Completed' : 'Not Started'}
      figure={
        <>
          {done ? '1/1' : '0/1'}
          {unit('today')}
        </>
      }
      detail={
        done
          ? 'Protein and exercise done for today. Nice work!'
          : '30 g of protein within 30 minutes of waking, then 30 minutes of exercise.'
      }
      // ?view=today: the tracker opens on today's logged session instead of a blank form.
      href={done ? `${thirty.href}?view=today` : thirty.href}
      action={done ? "View Today's Results" : "Start Today's Protocol"}
    />
  );
}

const FAST_DETAIL: Record<FastCardView['status'], (protocol: string) => string> = {
  'In Progress': (protocol) => `${protocol} fast in progress.`,
  'Running past target': (protocol) => `Target reached: your ${protocol} fast keeps running until you end it.`,
  Completed: (protocol) => `${protocol} fast completed today. Nice work!`,
  'Not Started': (protocol) => `${protocol} by default. Start a fast to run the timer.`,
};

/** Re-rendered every 30 s; the elapsed time comes from the start time and Date.now(). */
export function FastingCard({ logs, summary }: { logs: readonly FastingLog[]; summary: ProtocolSummary }) {
  const now = useNow(30_000);
  const view = fastCardView(logs, summary.completedToday, now);
  const isRunning = view.status === 'In Progress' || view.status === 'Running past target';
  const percent = view.seconds === null ? 0 : Math.min(100, (view.seconds / (view.targetHours * 3600)) * 100);
  return (
    <ProtocolCard
      accent={fasting.accent}
      Icon={fasting.Icon}
      title={fasting.title}
      status={view.status}
      figure={
        <>
          {formatHoursMinutes(view.seconds ?? 0)}
          {unit(`of ${view.targetHours}h`)}
        </>
      }
      detail={FAST_DETAIL[view.status](view.protocol)}
      href={fasting.href}
      action={isRunning ? 'View Fasting Timer' : 'Start Fasting'}
    >
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
        <div className="h-full rounded-full bg-protocol-fasting" style={{ width: `${percent}%` }} />
      </div>
    </ProtocolCard>
  );
}

export function ColdCard({ summary }: { summary: ProtocolSummary }) {
  const { thisWeekCount: count, weeklyTarget: target } = summary;
  return (
    <ProtocolCard
      accent={cold.accent}
      Icon={cold.Icon}
      title={cold.title}
      status={coldStatus(count)}
      figure={
        <>
          {count}/{target}
          {unit('this week (Mon–Sun)')}
        </>
      }
      detail={count >= target ? 'Weekly target reached. Great job!' : `Aim for ${target} sessions a week of 2-5 minutes each.`}
      href={cold.href}
      action="Start Cold Session"
    />
  );
}
