import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './errors';

const BASE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Inline style attributes only (positioning from UI primitives); never inline script.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const CONTENT_SECURITY_POLICY = [...BASE_POLICY, "frame-ancestors 'none'"].join('; ');

/** How a response may be framed and which windows may keep a handle on it. */
export type FramingPolicy = { contentSecurityPolicy: string; frameOptions: 'DENY' | null; openerPolicy: string };

const isWidgetPage = (path: string) => path === '/embed' || path.startsWith('/embed/');

/**
 * The pages of a sign-in started from a widget's popup. The popup must keep `window.opener` to
 * hand its token back, and a browser cuts that link for good as soon as one document or redirect
 * on the way sends a stricter Cross-Origin-Opener-Policy than the widget's frame had (none).
 * The OpenID Connect hops are redirects only, so an opener policy there protects nothing anyway.
 */
function isWidgetSignIn(path: string, search: URLSearchParams) {
  if (path === '/embed-sign-in' || path === '/api/auth/oidc/start' || path === '/api/auth/oidc/callback') return true;
  return path === '/login' && (search.get('next') ?? '').startsWith('/embed-sign-in');
}

/**
 * Every page refuses to be framed, except the widget (`/embed…`), which the app itself (the
 * generator's preview) and the operator's EMBED_ALLOWED_ORIGINS may frame (docs/decisions/0016).
 */
export function framingPolicyFor(url: string, allowedOrigins: readonly string[]): FramingPolicy {
  const { pathname, searchParams } = new URL(url, 'http://app.invalid');
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isWidgetPage(path)) {
    return {
      contentSecurityPolicy: [...BASE_POLICY, `frame-ancestors ${["'self'", ...allowedOrigins].join(' ')}`].join('; '),
      frameOptions: null,
      // A widget opened on its own (or in the generator) still opens its sign-in popup with an opener.
      openerPolicy: 'same-origin-allow-popups',
    };
  }
  const openerPolicy = isWidgetSignIn(path, searchParams)
    ? 'unsafe-none'
    : // The generator's preview frames a widget whose sign-in popup needs its opener.
      path === '/embed-generator'
      ? 'same-origin-allow-popups'
      : 'same-origin';
  return { contentSecurityPolicy: CONTENT_SECURITY_POLICY, frameOptions: 'DENY', openerPolicy };
}

export function registerSecurityHeaders(app: FastifyInstance, embedAllowedOrigins: readonly string[]) {
  app.addHook('onSend', async (request, reply) => {
    const framing = framingPolicyFor(request.url, embedAllowedOrigins);
    reply.header('content-security-policy', framing.contentSecurityPolicy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (framing.frameOptions) reply.header('x-frame-options', framing.frameOptions);
    reply.header('cross-origin-opener-policy', framing.openerPolicy);
    // The widget's voice journal records inside a frame: the host's allow="microphone" delegates it, and (self) keeps it ours.
    reply.header('permissions-policy', 'camera=(), geolocation=(), microphone=(self)');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // API answers carry health data: no browser, proxy or shared cache may keep a copy. A public
    // route that says `public` itself answers the same document to everyone (a JSON Schema).
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    const isSharedDocument = request.routeOptions.config.isPublic === true && cacheControl.startsWith('public');
    if (isApiRequest(request) && !isSharedDocument && !cacheControl.includes('no-store')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
