import { useState } from 'react';
import { Switch } from '#ui/switch';
import { useLoggedEverything } from '../../api/use-custom-day-mutations';

/**
 * "I logged everything today": the day's unlogged components, in every protocol, count as not
 * done rather than unknown (an "at most 0 drinks" with nothing logged is then done).
 */
export function LoggedEverythingSwitch({ date, isToday, isMarked }: { date: string; isToday: boolean; isMarked: boolean }) {
  // The day as read says whether it is marked; the switch follows a change at once, before the
  // days are read again.
  const [pending, setPending] = useState<boolean | null>(null);
  const mark = useLoggedEverything();
  const isOn = mark.isPending && pending !== null ? pending : isMarked;
  return (
    <Switch
      id={`logged-everything-${date}`}
      label={isToday ? 'I logged everything today' : 'I logged everything that day'}
      hint="What is still not logged then counts as not done, in all your protocols."
      isOn={isOn}
      isDisabled={mark.isPending}
      onChange={(next) => {
        setPending(next);
        mark.mutate({ date, isOn: next });
      }}
    />
  );
}
