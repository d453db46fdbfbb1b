import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { PROTOCOL_TEMPLATES } from '@uh/core/custom-protocols/protocol-templates';
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

/** One of the templates the app offers, by its id. */
export const templateDocument = (id: string) => PROTOCOL_TEMPLATES.find((document) => document.id === id)!;

/**
 * Sauna, breathwork, alcohol-free and steps from their templates, in that order, with a history around
 * early March 2026: a 20-minute sauna session on each of `saunaDates` (those before the range read
 * still count for strength and streak), breathwork seconds and drinks on the days given, breathwork
 * skipped on 6 March, sauna paused from 9 to 12 March, 8 March marked as fully logged (which turns the
 * at-most protocol's empty day into done) and steps archived.
 */
export async function seedProtocolHistory(
  app: App,
  person: Person,
  history: {
    saunaDates: readonly string[];
    breathworkSeconds: readonly (readonly [date: string, seconds: number])[];
    drinks: readonly (readonly [date: string, count: number])[];
  },
) {
  const sauna = await createProtocol(app, person, templateDocument('sauna'));
  const breathwork = await createProtocol(app, person, templateDocument('breathwork'));
  const alcohol = await createProtocol(app, person, templateDocument('alcohol-free'));
  const steps = await createProtocol(app, person, templateDocument('steps'));
  for (const date of history.saunaDates) {
    await callOk(app, person, 'POST', `/api/custom-protocols/${sauna.id}/entries`, { componentId: 'session', date, value: 20 * 60 });
  }
  for (const [date, value] of history.breathworkSeconds) {
    await callOk(app, person, 'POST', `/api/custom-protocols/${breathwork.id}/entries`, { componentId: 'session', date, value });
  }
  await callOk(app, person, 'PUT', `/api/custom-protocols/${breathwork.id}/days/2026-03-06/skip`, { reason: 'Travelling' });
  await callOk(app, person, 'POST', `/api/custom-protocols/${sauna.id}/pauses`, { from: '2026-03-09', to: '2026-03-12', reason: 'Ill' });
  for (const [date, value] of history.drinks) {
    await callOk(app, person, 'POST', `/api/custom-protocols/${alcohol.id}/entries`, { componentId: 'drinks', date, value });
  }
  await callOk(app, person, 'PUT', '/api/custom-protocols/logged-everything/2026-03-08');
  await callOk(app, person, 'PATCH', `/api/custom-protocols/${steps.id}`, { archived: true });
  return { sauna, breathwork, alcohol, steps };
}
