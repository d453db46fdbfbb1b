import { localDateOf } from '@uh/core/common/calendar.logic';
import { useSession } from '#lib/session';
import { useNow } from '#lib/use-now';

/** Today in the person's zone (the plan's days are theirs), turning over at midnight on a page left open; null before the session is read. */
export function useToday(): string | null {
  const { data: user } = useSession();
  const now = useNow(60_000);
  return user ? localDateOf(new Date(now), user.timeZone) : null;
}
