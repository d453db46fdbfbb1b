const BASE = 'http://return-path.invalid';
// Pages that would only bounce a signed-in person again, and the API.
const NOT_A_DESTINATION = /^\/(?:api(?:\/|$)|login(?:[/?#]|$)|auth(?:[/?#]|$)|register(?:[/?#]|$))/;

/**
 * The page to return to after signing in: a path on this site only, so a crafted link cannot
 * send someone elsewhere (no open redirect). Anything else becomes `/`.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 512) return '/';
  // "//host" and "/\host" are read by browsers as another site; control characters hide tricks.
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\p{Cc}]/u.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NOT_A_DESTINATION.test(path) ? '/' : path;
}
