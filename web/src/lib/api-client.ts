import type { QueryFunction } from '@tanstack/react-query';
import { clearWidgetToken, getWidgetToken } from './widget-auth';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The error text for a failed response (docs/product.md §8): the JSON `message` field, else the
 * whole JSON as text, else the raw body, else the status text.
 */
async function readErrorText(response: Response): Promise<string> {
  const raw = await response.text().catch(() => '');
  if (raw.trim() !== '') {
    try {
      const json: unknown = JSON.parse(raw);
      if (json !== null && typeof json === 'object' && 'message' in json && typeof json.message === 'string') return json.message;
      return JSON.stringify(json);
    } catch {
      return raw;
    }
  }
  return response.statusText;
}

/** Throws `Error('<status>: <text>')` for a non-ok response and logs the same line. */
export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const message = `${response.status}: ${await readErrorText(response)}`;
  console.error(message);
  throw new Error(message);
}

export type ApiFetchInit = Omit<RequestInit, 'headers' | 'credentials'> & { headers?: Record<string, string> };

/**
 * Every request to the API goes through here: cookies always included (docs/product.md §7), and the embedded
 * widget's bearer token while one is held (a framed widget gets no cookie). A 401 to a request
 * that carried the token means the token is no longer good: it is dropped, which signs the widget out.
 */
export async function apiFetch(url: string, init: ApiFetchInit = {}): Promise<Response> {
  const token = getWidgetToken();
  const headers = token === null ? init.headers : { ...init.headers, Authorization: `Bearer ${token}` };
  const response = await fetch(url, { ...init, ...(headers === undefined ? {} : { headers }), credentials: 'include' });
  if (response.status === 401 && token !== null && getWidgetToken() === token) clearWidgetToken();
  return response;
}

/** One API call: JSON content type only when there is a body, cookies always sent (docs/product.md §7). */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const response = await apiFetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfResNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function that reads the URL from queryKey[0]; a 401 may yield null (the session lookup). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await apiFetch(String(queryKey[0]), { signal });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** The message to show a person: the thrown text without its "<status>: " prefix. */
export function errorMessage(error: unknown): string {
  // fetch rejects with a TypeError when the request never got a response.
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^\d{3}: /, '');
}
