const plural = (value: number, word: string) => `${value} ${word}${value === 1 ? '' : 's'}`;

/**
 * How long the oldest due job of a queue has waited, to the unit that matters at a glance:
 * '45 seconds', '12 minutes', '3 hours', '2 days'. '—' when nothing is due.
 */
export function formatQueueAge(seconds: number | null): string {
  if (seconds === null) return '—';
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  if (whole < 60) return plural(whole, 'second');
  if (whole < 3600) return plural(Math.floor(whole / 60), 'minute');
  if (whole < 86_400) return plural(Math.floor(whole / 3600), 'hour');
  return plural(Math.floor(whole / 86_400), 'day');
}
