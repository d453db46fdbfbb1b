import { REPORT_LINK_REQUESTS_PER_MINUTE, REPORT_PASSCODE_TRIES } from '@uh/core/sharing/report-links.schema';
import type { Database } from '../../db/client';
import { forbidden, notFound, tooManyRequests } from '../../lib/http-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limit';
import { recordAccess } from './share-access.storage';
import { LINK_GONE, liveLink } from './report-links.storage';

export const WRONG_PASSCODE = 'That passcode is not right';
const TRIES_WINDOW_MS = 15 * 60_000;

export type LinkOpening = { token: string; passcode: string; ip: string; what: string };

/**
 * Opens a report link for someone without an account: the link must be live and its owner's
 * account enabled (404 otherwise, the same for a token that never existed), and the passcode
 * right. Every try counts against the link before the passcode is checked, so parallel guesses
 * each meet the limit; a right one is given back. Each address has its own limit over all links,
 * since each try costs a hash. Each opening is in the owner's access log.
 */
export async function openLink(deps: { db: Database; limiter: RateLimiter }, opening: LinkOpening) {
  const fromAddress = await deps.limiter.hit(`report-link-address:${opening.ip}`, 60_000);
  if (fromAddress.count > REPORT_LINK_REQUESTS_PER_MINUTE) {
    throw tooManyRequests('Too many requests from this address: try again in a minute', fromAddress.retryAfterSeconds);
  }
  const found = await liveLink(deps.db, opening.token);
  if (!found) {
    // As long as a real check: the answer's timing does not tell a live token from a made-up one.
    await verifyAgainstDummy(opening.passcode);
    throw notFound(LINK_GONE);
  }
  const key = `report-link:${found.link.id}`;
  const { count, retryAfterSeconds } = await deps.limiter.hit(key, TRIES_WINDOW_MS);
  if (count > REPORT_PASSCODE_TRIES) {
    throw tooManyRequests(`Too many wrong passcodes: try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`, retryAfterSeconds);
  }
  if (!(await verifyPassword(found.link.passcodeHash, opening.passcode))) throw forbidden(WRONG_PASSCODE);
  await deps.limiter.refund(key);
  await recordAccess(deps.db, { linkId: found.link.id, action: 'read', what: opening.what, ip: opening.ip });
  return found;
}
