// How each kind of setting is read from the environment: the checks and the messages an operator sees.
import { isIP } from 'node:net';
import { normaliseOrigin } from '@uh/core/embed/embed.logic';
import { z } from 'zod';

export const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

export const positiveInt = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be greater than 0');

/** A count where 0 turns the behaviour off. */
export const nonNegativeInt = z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more');

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
// zod runs refinements even after the URL format check failed: parse without throwing.
const urlOrNull = (value: string) => (URL.canParse(value) ? new URL(value) : null);

// Tokens and client secrets travel to the issuer: HTTPS, except for an issuer on this machine (tests, local Keycloak).
export const oidcIssuer = z
  .url({ protocol: /^https?$/, message: 'must be the issuer URL, such as https://accounts.google.com' })
  .refine((value) => {
    const url = urlOrNull(value);
    return !url || (!url.search && !url.hash && (url.protocol === 'https:' || isLoopback(url)));
  }, 'must be an https:// URL without query or fragment (http:// only for localhost)');

export const publicUrl = z
  .url({ protocol: /^https?$/, message: 'must be the address people open, such as https://health.example.com' })
  .refine((value) => {
    const url = urlOrNull(value);
    return !url || (url.pathname === '/' && !url.search && !url.hash);
  }, 'must be an origin without a path, such as https://health.example.com')
  .transform((value) => urlOrNull(value)?.origin ?? value);

/**
 * The sites that may frame the widget: comma-separated origins. Each entry must be a bare origin
 * (scheme, host, optional port): a path or a wildcard (`https://*`, `https://*.example.com`) would
 * silently frame-allow the wrong sites, so either stops start-up.
 */
export const embedAllowedOrigins = z.string().transform((value, context) => {
  const origins: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const origin = normaliseOrigin(entry);
    // A browser never sends `*` in an origin, so such an entry could only ever be meant as a pattern:
    // one entry would let every site (or every subdomain, whoever runs it) frame the widget.
    if (entry.includes('*') || origin?.includes('*')) {
      context.addIssue({
        code: 'custom',
        message: `"${entry}" has a wildcard: list each site's exact origin instead, such as https://blog.example.com`,
      });
      continue;
    }
    if (origin === null) {
      context.addIssue({
        code: 'custom',
        message: `"${entry}" is not an origin: write the scheme, host and optional port only, such as https://blog.example.com`,
      });
      continue;
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
});

/** What Fastify's `trustProxy` option receives: no proxy, the proxies' addresses, or a number of hops. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const TRUST_PROXY_FORMS =
  "must be true, false, a number of proxy hops, or the proxies' addresses or CIDR ranges separated by commas (such as 10.0.0.0/8,192.0.2.1)";

const isAddressOrRange = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/**
 * Which X-Forwarded-* entries are the proxies' own. A hop count trusts that many entries from the
 * right (the socket peer being the first): entries further left are whatever the client sent, so
 * `true` means one hop, never the whole chain. Addresses trust only requests those proxies passed on.
 * Either way a trusted proxy in front also means HTTPS is in front when it says X-Forwarded-Proto: https.
 * Hops become a trust function: Fastify 5 takes a bare number as "trust nothing".
 */
export const trustProxy = z.string().transform((value, context): TrustProxy => {
  const setting = value.trim().toLowerCase();
  if (['false', 'no'].includes(setting)) return false;
  const hops = ['true', 'yes'].includes(setting) ? 1 : /^\d+$/.test(setting) ? Number(setting) : null;
  if (hops !== null) return hops === 0 ? false : (_address, hop) => hop < hops;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const unknown = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || unknown.length > 0) {
    context.addIssue({ code: 'custom', message: `"${unknown.join('", "') || value}" is not understood: ${TRUST_PROXY_FORMS}` });
    return z.NEVER;
  }
  return entries;
});

export const providerUrl = (example: string) =>
  z
    .url({ protocol: /^https?$/, message: `must be an http:// or https:// URL such as ${example}` })
    .transform((value) => value.replace(/\/+$/, ''));

/** Where each provider's API (token, revoke and data endpoints) and its consent page live. */
export const WEARABLE_DEFAULT_URLS = {
  OURA: { api: 'https://api.ouraring.com', authorize: 'https://cloud.ouraring.com/oauth/authorize' },
  WHOOP: { api: 'https://api.prod.whoop.com', authorize: 'https://api.prod.whoop.com/oauth/oauth2/auth' },
  WITHINGS: { api: 'https://wbsapi.withings.net', authorize: 'https://account.withings.com/oauth2_user/authorize2' },
} as const;
