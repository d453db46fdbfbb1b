import { localDateOf } from '@uh/core/common/calendar.logic';

/**
 * Runs a test body whose expectations name "today". A run that starts at 23:59 and asserts at 00:00
 * compares two different days, so when the day in `timeZone` turned while the body ran and it failed,
 * the body runs once more, wholly on the new day. A body that fails on a single day still fails.
 * The body must set up its own data (a new account) so the second run starts clean.
 */
export async function onOneDay(body: () => Promise<void>, timeZone = 'UTC'): Promise<void> {
  const startedOn = localDateOf(new Date(), timeZone);
  try {
    await body();
  } catch (error) {
    if (localDateOf(new Date(), timeZone) === startedOn) throw error;
    await body();
  }
}
