import { formatDuration } from '@uh/core/common/duration-format.logic';

type QueuedThirtySession = { proteinAmount: number; exerciseDuration: number };

/** A 30-30-30 session kept on this device: '35 g protein · 30:00 exercise'. */
export function describeQueuedThirtySession(body: unknown): string {
  const session = body as QueuedThirtySession;
  return `${session.proteinAmount} g protein · ${formatDuration(session.exerciseDuration)} exercise`;
}
