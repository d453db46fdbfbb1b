import { localDateOf } from '@uh/core/common/calendar.logic';
import { useState } from 'react';

/** Which month the calendar shows and which day is picked, with the ways to change them. */
export type MonthNavigation = {
  month: string;
  today: string;
  selected: string | null;
  onSelect: (date: string) => void;
  onMonthChange: (month: string) => void;
  onToday: () => void;
};

/** The calendar opens on this month with today picked; another month opens with no day picked. */
export function useMonthNavigation(timeZone: string): MonthNavigation {
  const [today] = useState(() => localDateOf(new Date(Date.now()), timeZone));
  const currentMonth = today.slice(0, 7);
  const [month, setMonth] = useState(currentMonth);
  const [selected, setSelected] = useState<string | null>(today);
  const onMonthChange = (next: string) => {
    setMonth(next);
    setSelected(next === currentMonth ? today : null);
  };
  return {
    month,
    today,
    selected,
    onSelect: setSelected,
    onMonthChange,
    onToday: () => onMonthChange(currentMonth),
  };
}
