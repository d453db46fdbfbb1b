import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorMessage, getQueryFn, NETWORK_ERROR_MESSAGE } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends JSON only with a body and always includes credentials', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/login', { username: 'demo' });
    expect(fetchMock).toHaveBeenCalledWith('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"demo"}',
      credentials: 'include',
    });

    await apiRequest('POST', '/api/logout');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/logout', { method: 'POST', headers: {}, body: undefined, credentials: 'include' });
  });

  it.each([
    [
      'the JSON message field',
      new Response('{"message":"Invalid username or password"}', { status: 401 }),
      '401: Invalid username or password',
    ],
    ['the whole JSON when it has no message', new Response('{"error":"nope"}', { status: 400 }), '400: {"error":"nope"}'],
    ['the raw text when the body is not JSON', new Response('Bad gateway upstream', { status: 502 }), '502: Bad gateway upstream'],
    [
      'the status text when the body is empty',
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
      '503: Service Unavailable',
    ],
  ])('throws with %s and logs the same line', async (_case, response, expected) => {
    stubFetch(response);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(expected);
    expect(consoleError).toHaveBeenCalledWith(expected);
  });
});

describe('getQueryFn', () => {
  const context = (url: string) => ({ queryKey: [url], signal: new AbortController().signal }) as never;

  it('reads the URL from the first element of the query key', async () => {
    const fetchMock = stubFetch(new Response('{"id":1}', { status: 200 }));
    await expect(getQueryFn({ on401: 'throw' })(context('/api/user'))).resolves.toEqual({ id: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('yields null on 401 when asked to', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context('/api/user'))).resolves.toBeNull();
  });

  it('throws on 401 otherwise', async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(getQueryFn({ on401: 'throw' })(context('/api/user'))).rejects.toThrow('401: Not signed in');
  });
});

describe('errorMessage', () => {
  it('drops the status prefix for display', () => {
    expect(errorMessage(new Error('409: Username is already taken'))).toBe('Username is already taken');
    expect(errorMessage(new Error('Something else'))).toBe('Something else');
  });

  it('explains a request that never reached the server', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
  });
});
