/**
 * A browser reduced to what a redirect sign-in needs: cookies per origin and redirects followed
 * one hop at a time, so a test can stop and look at (or alter) any step.
 */
export class HttpBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  cookieHeader(url: URL): string {
    return [...(this.jar.get(url.origin) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(origin: string, name: string): string | undefined {
    return this.jar.get(origin)?.get(name);
  }

  setCookie(origin: string, name: string, value: string | undefined): void {
    const cookies = this.jar.get(origin) ?? new Map<string, string>();
    if (value === undefined) cookies.delete(name);
    else cookies.set(name, value);
    this.jar.set(origin, cookies);
  }

  private remember(url: URL, response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const isExpired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(setting).getTime() <= Date.now();
        return false;
      });
      this.setCookie(url.origin, name, isExpired || value === '' ? undefined : value);
    }
  }

  /** One request, no redirect followed. */
  async request(url: URL | string, init: { method?: string; form?: Record<string, string>; json?: unknown } = {}): Promise<Response> {
    const target = new URL(url);
    const headers: Record<string, string> = { cookie: this.cookieHeader(target) };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await fetch(target, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
    this.remember(target, response);
    return response;
  }

  /** Follows redirects until a page answers or the next hop leaves `stayOn` (returned unvisited). */
  async follow(url: URL | string, stayOn?: string): Promise<{ url: URL; response?: Response }> {
    let current = new URL(url);
    for (let hop = 0; hop < 20; hop += 1) {
      if (stayOn && current.origin !== stayOn) return { url: current };
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current);
    }
    throw new Error(`Too many redirects from ${String(url)}`);
  }
}

/**
 * Goes through the test issuer's pages as a person would, from the authorization URL until the
 * issuer sends the browser back to the app: signs in as `account` and allows access, or cancels
 * on the sign-in or consent page. Returns the URL the issuer redirected to (not visited).
 */
export async function passIssuerPages(
  browser: HttpBrowser,
  authorizationUrl: URL | string,
  { account, cancelAt }: { account: string; cancelAt?: 'sign-in' | 'consent' },
): Promise<URL> {
  const issuerOrigin = new URL(authorizationUrl).origin;
  let step = await browser.follow(authorizationUrl, issuerOrigin);
  for (let pageCount = 0; pageCount < 6; pageCount += 1) {
    if (!step.response) return step.url;
    const html = await step.response.text();
    const action = /action="(\/interaction\/[\w-]+)\/(login|confirm)"/.exec(html);
    if (!action) throw new Error(`Unexpected issuer page ${step.url.href} (${step.response.status}):\n${html.slice(0, 500)}`);
    const [, interaction, kind] = action;
    const isCancel = (kind === 'login' && cancelAt === 'sign-in') || (kind === 'confirm' && cancelAt === 'consent');
    const next = isCancel
      ? await browser.request(new URL(`${interaction}/abort`, issuerOrigin))
      : await browser.request(new URL(`${interaction}/${kind}`, issuerOrigin), { form: kind === 'login' ? { login: account } : {} });
    const location = next.headers.get('location');
    if (!location) throw new Error(`The issuer did not redirect after ${kind}: ${next.status} ${await next.text()}`);
    step = await browser.follow(new URL(location, issuerOrigin), issuerOrigin);
  }
  throw new Error('The issuer kept showing pages');
}
