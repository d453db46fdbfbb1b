import { expect } from 'vitest';
import type { App } from '../src/app';
import { signUp } from './test-app';

/**
 * A log created with `timestamp` (as the offline app sends a session kept on the device) is stored
 * at that time, on that day; a time in the future is refused, naming the field.
 */
export async function expectTimeOfWriteKept(app: App, url: string, body: object) {
  const { cookie } = await signUp(app);
  const post = (timestamp: string) => app.inject({ method: 'POST', url, headers: { cookie }, payload: { ...body, timestamp } });
  const happened = new Date(Date.now() - 3 * 3600_000).toISOString();
  const kept = await post(happened);
  expect(kept.statusCode).toBe(201);
  expect(kept.json().timestamp).toBe(happened);
  // A new account's days are UTC days.
  if ('localDay' in kept.json()) expect(kept.json().localDay).toBe(happened.slice(0, 10));
  const refused = await post(new Date(Date.now() + 3600_000).toISOString());
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual({ message: 'timestamp: timestamp cannot be in the future' });
}
