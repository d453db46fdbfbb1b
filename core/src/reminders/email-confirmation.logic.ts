import { EMAIL_CODE_TTL_MINUTES, MAX_EMAIL_CODE_ATTEMPTS } from './email-confirmation.schema';

/** Addresses compare without regard to case: mail servers treat them so in practice. */
export const isSameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

export type PendingEmailCode = { address: string | null; expiresAt: Date | null; attempts: number };

/** Why a code cannot be checked any more, or null while it can. */
export function emailCodeProblem(pending: PendingEmailCode, now: Date): string | null {
  if (pending.address === null || pending.expiresAt === null) return 'Send a code to the address first';
  if (pending.expiresAt <= now) return 'The code has expired: send a new one';
  if (pending.attempts >= MAX_EMAIL_CODE_ATTEMPTS) return 'Too many wrong codes: send a new one';
  return null;
}

/** What a wrong code answers, after `attempts` tries in all. */
export function wrongCodeMessage(attempts: number): string {
  const left = MAX_EMAIL_CODE_ATTEMPTS - attempts;
  if (left <= 0) return 'That code is not right, and that was the last try: send a new one';
  return `That code is not right: ${left} ${left === 1 ? 'try' : 'tries'} left`;
}

/** The confirmation e-mail. */
export function emailCodeMessage(code: string) {
  return {
    title: `Your Ultimate Human code: ${code}`,
    body: `Enter ${code} in Settings → Reminders to get reminders at this address. The code is valid for ${EMAIL_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    path: '/settings',
  };
}
