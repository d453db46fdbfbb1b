import type { CustomDay, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
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
  const needsSafety = document.safety.questions.length > 0 && protocol.safetyAcknowledgedAt === null;
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
        <SafetyQuestions protocolId={protocol.id} questions={document.safety.questions} />
      ) : (
        <ul aria-label="Parts of this protocol" className="divide-y divide-border">
          {document.components.map((component) => (
            <ComponentLogRow key={component.id} target={{ protocolId: protocol.id, component, date, day }} color={document.color} />
          ))}
        </ul>
      )}
      <div className="space-y-3 border-t border-border pt-4">
        <SkipDayControls key={date} protocolId={protocol.id} date={date} isToday={isToday} day={day} />
        <LoggedEverythingSwitch date={date} isToday={isToday} isMarked={day?.loggedEverything ?? false} />
      </div>
    </Card>
  );
}
