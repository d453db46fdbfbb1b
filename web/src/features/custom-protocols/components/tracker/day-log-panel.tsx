import type { CustomDay, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { isPastSessionLimit, needsFirstUseCheck } from '@uh/core/custom-protocols/protocol-safety.logic';
import { formatDay } from '#lib/format';
import { Card } from '#ui/card';
import { FormField } from '#ui/form-field';
import { LoadError } from '#ui/load-error';
import { ComponentLogRow } from './component-log-row';
import { DayStateBadge, DayStateBadgeSkeleton } from './day-state-badge';
import { LoggedEverythingSwitch } from './logged-everything-switch';
import { SafetyQuestions } from './safety-questions';
import { SkipDayControls } from './skip-day-controls';

type Props = {
  protocol: CustomProtocol;
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  day: CustomDay | undefined;
  loadError: { retry: () => void; isRetrying: boolean } | null;
};

/** The chosen day (today unless an earlier one is picked): its state, a quick control per component, skip and "logged everything". */
export function DayLogPanel({ protocol, date, today, onDateChange, day, loadError }: Props) {
  const { document } = protocol;
  const isToday = date === today;
  const needsSafety = needsFirstUseCheck(protocol);
  const isPastLimit = (day?.entries ?? []).some(
    (entry) =>
      entry.value !== null &&
      document.components.some((component) => component.id === entry.componentId && component.kind === 'duration') &&
      isPastSessionLimit(document, entry.value),
  );
  return (
    <Card role="region" aria-labelledby="custom-log-day-heading" className="space-y-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="custom-log-day-heading" className="text-lg font-semibold">
          {isToday ? 'Today' : formatDay(date, today, { weekday: true })}
        </h2>
        <p aria-live="polite" className="flex items-center gap-2">
          <span className="sr-only">{isToday ? 'Today:' : 'That day:'}</span>
          {day ? <DayStateBadge state={day.state} isScheduled={day.scheduled} /> : <DayStateBadgeSkeleton />}
        </p>
      </div>
      <div className="max-w-48">
        <FormField
          id="custom-log-date"
          type="date"
          label="Day to log"
          max={today}
          value={date}
          // An emptied field goes back to today rather than to no day at all.
          onChange={(event) => onDateChange(event.target.value && event.target.value <= today ? event.target.value : today)}
        />
      </div>
      {loadError ? (
        <LoadError isFramed={false} message="Couldn't load this day." onRetry={loadError.retry} isRetrying={loadError.isRetrying} />
      ) : null}
      {needsSafety ? (
        <SafetyQuestions protocolId={protocol.id} document={document} />
      ) : (
        <ul aria-label="Parts of this protocol" className="divide-y divide-border">
          {document.components.map((component) => (
            <ComponentLogRow key={component.id} target={{ protocolId: protocol.id, component, date, day }} color={document.color} />
          ))}
        </ul>
      )}
      {/* Said, not refused: the limit is advice, and the value logged is kept as the person gave it. */}
      <p aria-live="polite" className="empty:hidden">
        {isPastLimit ? (
          <span className="block rounded-control border-2 border-status-warn p-3 text-sm">
            A session that day ran longer than {document.safety.maxDurationMinutes} min, the most this protocol suggests. Take it easy next
            time, and stop if you feel unwell.
          </span>
        ) : null}
      </p>
      <div className="space-y-3 border-t border-border pt-4">
        <SkipDayControls key={date} protocolId={protocol.id} date={date} isToday={isToday} day={day} />
        <LoggedEverythingSwitch date={date} isToday={isToday} isMarked={day?.loggedEverything ?? false} />
      </div>
    </Card>
  );
}
