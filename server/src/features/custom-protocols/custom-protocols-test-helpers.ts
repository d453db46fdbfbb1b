import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { signUp } from '../../../test/test-app';

export type Person = Awaited<ReturnType<typeof signUp>>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as the signed-in app sends it. */
export const call = (app: App, person: Person, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url, headers: { cookie: person.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** `call`, for a request that must succeed: a failure names its status and body. */
export async function callOk(app: App, person: Person, method: Method, url: string, payload?: unknown) {
  const response = await call(app, person, method, url, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** A document as a person writes it in a file: only what has no default. */
export function documentWith(overrides: Record<string, unknown> = {}) {
  return {
    format: 'ultimate-human.protocol',
    formatVersion: 1,
    id: 'morning-check-in',
    title: 'Morning check-in',
    components: [{ id: 'checked-in', label: 'Checked in', kind: 'check' }],
    schedule: { kind: 'daily' },
    ...overrides,
  };
}

/** Adds a protocol and answers it as stored; fails the test on anything but 201. */
export async function createProtocol(
  app: App,
  person: Person,
  document: unknown,
  extra: Record<string, unknown> = {},
): Promise<CustomProtocol> {
  const response = await call(app, person, 'POST', '/api/custom-protocols', { document, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function listProtocols(app: App, person: Person): Promise<CustomProtocol[]> {
  const response = await call(app, person, 'GET', '/api/custom-protocols');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ protocols: CustomProtocol[] }>().protocols;
}
