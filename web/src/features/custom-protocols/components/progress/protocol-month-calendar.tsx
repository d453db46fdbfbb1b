import type { CustomDay, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { DAY_STATES } from '@uh/core/custom-protocols/protocol-document.vocabulary';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { cn } from '#lib/cn';
import { Card } from '#ui/card';
import { customDaysQueryOptions } from '../../api/custom-days-queries';
import { WEEKDAY_LONG, WEEKDAY_SHORT } from '../../lib/protocol-words';
import { DAY_STATE_LABELS, NOT_SCHEDULED } from '../../lib/tracker-states';
import { DAY_STATE_LOOK } from './day-state-look';
import { dayInWords, monthGrid, monthInWords, monthRange } from './progress-figures';
import { useActiveProtocols } from './use-active-protocols';

/**
 * One of the person's own protocols over the month the calendar above shows: each day's state as
 * an icon and, for screen readers, in words. Nothing shows for a person without any.
 */
export function ProtocolMonthCalendar({ month, today }: { month: string; today: string }) {
  const protocols = useActiveProtocols();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const pickerId = useId();
  const protocol = protocols.find((candidate) => candidate.id === pickedId) ?? protocols[0];
  if (!protocol) return null;
  return (
    <Card className="mt-6 p-4 sm:p-6">
      <section aria-labelledby="custom-protocol-calendar-heading" className="space-y-4">
        <h3 id="custom-protocol-calendar-heading" className="text-lg font-semibold">
          Your protocols in {monthInWords(month)}
        </h3>
        <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
          <label htmlFor={pickerId} className="text-sm font-medium">
            Protocol
          </label>
          <select
            id={pickerId}
            value={protocol.id}
            onChange={(event) => setPickedId(Number(event.target.value))}
            className="min-h-11 rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground"
          >
            {protocols.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.document.title}
              </option>
            ))}
          </select>
        </div>
        <StateGrid protocol={protocol} month={month} today={today} />
      </section>
    </Card>
  );
}

function StateGrid({ protocol, month, today }: { protocol: CustomProtocol; month: string; today: string }) {
  const range = monthRange(month, today);
  const query = useQuery({ ...customDaysQueryOptions(protocol.id, range?.from ?? today, range?.to ?? today), enabled: range !== null });
  const weeks = useMemo(() => monthGrid(month), [month]);
  const byDate = useMemo(() => new Map((query.data?.days ?? []).map((day) => [day.date, day])), [query.data]);
  const isLoading = range !== null && !query.data;
  const title = `${protocol.document.title}, ${monthInWords(month)}`;
  if (query.isError) return <p className="text-sm text-muted-foreground">Its days could not be read. Try again later.</p>;
  return (
    <>
      <table aria-label={title} aria-busy={isLoading} className="w-full table-fixed border-separate border-spacing-1">
        <thead>
          <tr>
            {WEEKDAY_SHORT.map((weekday, index) => (
              <th key={weekday} scope="col" abbr={WEEKDAY_LONG[index]} className="pb-1 text-xs font-medium text-muted-foreground">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) =>
                date === null ? (
                  <td key={column} />
                ) : (
                  <DayCell key={date} date={date} day={byDate.get(date)} today={today} isLoading={isLoading} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label="What the marks mean" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {DAY_STATES.map((state) => {
          const { Icon, className } = DAY_STATE_LOOK[state];
          return (
            <li key={state} className="flex items-center gap-1.5">
              <Icon aria-hidden="true" className={cn('size-3.5', className)} />
              {DAY_STATE_LABELS[state]}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function dayLabel(day: CustomDay | undefined, date: string, today: string, isLoading: boolean): string {
  if (isLoading) return 'loading';
  if (date > today) return 'still to come';
  if (!day) return 'not read';
  return !day.scheduled && day.state === 'unknown' ? NOT_SCHEDULED : DAY_STATE_LABELS[day.state];
}

function DayCell({ date, day, today, isLoading }: { date: string; day: CustomDay | undefined; today: string; isLoading: boolean }) {
  const look = day && !isLoading && (day.scheduled || day.state !== 'unknown') ? DAY_STATE_LOOK[day.state] : null;
  const label = dayLabel(day, date, today, isLoading);
  return (
    <td
      data-date={date}
      data-state={day?.state}
      className={cn(
        'h-12 rounded-control text-center align-middle text-sm figures sm:h-14',
        date === today ? 'border-2 border-ring' : 'border border-border',
        date > today && 'text-muted-foreground',
      )}
    >
      <span className="flex flex-col items-center justify-center gap-0.5">
        <span aria-hidden="true">{Number(date.slice(8))}</span>
        {look ? <look.Icon aria-hidden="true" className={cn('size-4', look.className)} /> : <span aria-hidden="true" className="size-4" />}
        <span className="sr-only">
          {dayInWords(date)}
          {date === today ? ', today' : ''}: {label}
        </span>
      </span>
    </td>
  );
}
