import type { SharedOwnProtocols } from '@uh/core/sharing/shared-protocols.schema';

type DayState = SharedOwnProtocols['protocols'][number]['days'][number]['state'];

const STATE_WORDS: Record<DayState, string> = {
  done: 'done',
  partial: 'partly done',
  notDone: 'not done',
  skipped: 'skipped',
  paused: 'paused',
  unknown: 'with nothing logged',
};

/** "9 days done, 2 skipped, 3 with nothing logged": a run of days in words, the most common state first. */
export function daysInWords(days: readonly { state: DayState }[]): string {
  const counts = new Map<DayState, number>();
  for (const { state } of days) counts.set(state, (counts.get(state) ?? 0) + 1);
  const parts = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([state, count], index) =>
      index === 0 ? `${count} ${count === 1 ? 'day' : 'days'} ${STATE_WORDS[state]}` : `${count} ${STATE_WORDS[state]}`,
    );
  return parts.length === 0 ? 'no days yet' : parts.join(', ');
}
