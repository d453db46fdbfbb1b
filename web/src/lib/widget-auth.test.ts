import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, apiRequest } from './api-client';
import {
  clearWidgetToken,
  getWidgetToken,
  onWidgetTokenChange,
  restoreWidgetToken,
  setWidgetToken,
  widgetAuthHeaders,
} from './widget-auth';

const TOKEN = `uhw_${'t'.repeat(40)}`;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** localStorage would outlive the visit: touching it fails the test. */
const forbiddenLocalStorage = new Proxy(
  {},
  {
    get: () => {
      throw new Error('localStorage must never hold a widget token');
    },
  },
);

afterEach(() => {
  clearWidgetToken();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the widget token', () => {
  it('is kept in memory and in sessionStorage, never in localStorage, and forgotten on clear', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('localStorage', forbiddenLocalStorage);
    setWidgetToken(TOKEN);
    expect(getWidgetToken()).toBe(TOKEN);
    expect([...storage.items.values()]).toEqual([TOKEN]);
    expect(widgetAuthHeaders()).toEqual({ Authorization: `Bearer ${TOKEN}` });
    clearWidgetToken();
    expect(getWidgetToken()).toBeNull();
    expect(storage.items.size).toBe(0);
    expect(widgetAuthHeaders()).toEqual({});
  });

  it('is restored from sessionStorage after a reload of the frame', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    setWidgetToken(TOKEN);
    clearWidgetToken();
    storage.setItem([...storage.items.keys()][0] ?? 'uh.widgetToken', TOKEN);
    expect(restoreWidgetToken()).toBe(TOKEN);
  });

  it('stays in memory where the browser refuses storage inside a frame', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => setWidgetToken(TOKEN)).not.toThrow();
    expect(getWidgetToken()).toBe(TOKEN);
    expect(() => clearWidgetToken()).not.toThrow();
    expect(restoreWidgetToken()).toBeNull();
  });

  it('tells listeners when it changes', () => {
    const seen: (string | null)[] = [];
    const stop = onWidgetTokenChange((token) => seen.push(token));
    setWidgetToken(TOKEN);
    clearWidgetToken();
    clearWidgetToken();
    stop();
    setWidgetToken(TOKEN);
    expect(seen).toEqual([TOKEN, null]);
  });
});

describe('API calls with a widget token', () => {
  it('carry it as a bearer token beside the cookie, and nothing extra without one', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/protocols/cold', { duration: 60 });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ 'Content-Type': 'application/json' });

    setWidgetToken(TOKEN);
    await apiRequest('POST', '/api/protocols/cold', { duration: 60 });
    await apiFetch('/api/voice/process', { method: 'POST', body: new FormData() });
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
      credentials: 'include',
    });
    expect(fetchMock.mock.calls[2]?.[1]).toMatchObject({ headers: { Authorization: `Bearer ${TOKEN}` }, credentials: 'include' });
  });

  it('drop the token on a 401, which signs the widget out, but keep it on a 403', async () => {
    const signedOut = vi.fn();
    const stop = onWidgetTokenChange(signedOut);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValueOnce(new Response('{"message":"no"}', { status: 403 })));
    setWidgetToken(TOKEN);
    expect((await apiFetch('/api/settings')).status).toBe(403);
    expect(getWidgetToken()).toBe(TOKEN);

    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValueOnce(new Response('{"message":"expired"}', { status: 401 })));
    expect((await apiFetch('/api/user')).status).toBe(401);
    expect(getWidgetToken()).toBeNull();
    expect(signedOut).toHaveBeenLastCalledWith(null);
    stop();
  });
});
