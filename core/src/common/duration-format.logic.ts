/**
 * One way to write a duration everywhere it is shown: whole seconds, cut the way a stopwatch face
 * cuts them (2:32.9 is 2:32), written m:ss, or h:mm:ss from an hour. A toast, a week strip and a
 * history row therefore never disagree about the same session ("3 min" vs "2" vs "2 min 32 s").
 */

/** Whole seconds of a duration; anything negative or unreadable is 0. */
export function wholeSeconds(totalSeconds: number): number {
  return Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
}

export type DurationParts = { hours: number; minutes: number; seconds: number };

export function durationParts(totalSeconds: number): DurationParts {
  const whole = wholeSeconds(totalSeconds);
  return { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60), seconds: whole % 60 };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '2:32', '0:45', '12:00', '1:02:05'. */
export function formatDuration(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}` : `${minutes}:${twoDigits(seconds)}`;
}

const unit = (value: number, singular: string) => `${value} ${singular}${value === 1 ? '' : 's'}`;

/** The same duration for a screen reader: '2 minutes 32 seconds', '1 hour 5 seconds', '0 seconds'. */
export function formatDurationWords(totalSeconds: number): string {
  const { hours, minutes, seconds } = durationParts(totalSeconds);
  const parts = [
    hours > 0 ? unit(hours, 'hour') : null,
    minutes > 0 ? unit(minutes, 'minute') : null,
    seconds > 0 || (hours === 0 && minutes === 0) ? unit(seconds, 'second') : null,
  ];
  return parts.filter((part) => part !== null).join(' ');
}
