import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, createProtocol, documentWith } from './custom-protocols-test-helpers';

/**
 * A protocol that asks for the risk screen, with or without questions of its own, keeps the person's
 * acknowledgement as one with questions does, and asks again when a new version adds the screen.
 */

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const riskScreenOnly = (overrides: Record<string, unknown> = {}) =>
  documentWith({ id: 'hot-bath', title: 'Hot bath', safety: { riskScreen: true, maxDurationMinutes: 20 }, ...overrides });

describe('the risk screen of an own protocol', () => {
  it('reports the acknowledgement of a protocol that asks for the risk screen and no questions', async () => {
    const person = await signUp(app);
    const made = await createProtocol(app, person, riskScreenOnly());
    expect((await call(app, person, 'GET', `/api/custom-protocols/${made.id}`)).json()).toMatchObject({ safetyAcknowledgedAt: null });

    const acknowledged = await call(app, person, 'PATCH', `/api/custom-protocols/${made.id}`, { safetyAcknowledged: true });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const read = await call(app, person, 'GET', `/api/custom-protocols/${made.id}`);
    expect(read.json().safetyAcknowledgedAt).toEqual(expect.any(String));
  });

  it('reports none for a protocol that asks nothing, even once acknowledged', async () => {
    const person = await signUp(app);
    const made = await createProtocol(app, person, documentWith({ id: 'walk', title: 'Walk' }));
    await call(app, person, 'PATCH', `/api/custom-protocols/${made.id}`, { safetyAcknowledged: true });
    expect((await call(app, person, 'GET', `/api/custom-protocols/${made.id}`)).json().safetyAcknowledgedAt).toBeNull();
  });

  it('asks again when a new version turns the risk screen on or changes its limit, not for a new title', async () => {
    const person = await signUp(app);
    const made = await createProtocol(
      app,
      person,
      documentWith({ id: 'hot-bath', title: 'Hot bath', safety: { questions: ['Pregnant?'] } }),
    );
    const replace = (document: unknown) => call(app, person, 'PUT', `/api/custom-protocols/${made.id}`, { document });
    const acknowledge = () => call(app, person, 'PATCH', `/api/custom-protocols/${made.id}`, { safetyAcknowledged: true });

    await acknowledge();
    const screened = await replace(riskScreenOnly({ safety: { questions: ['Pregnant?'], riskScreen: true, maxDurationMinutes: 20 } }));
    expect(screened.json().safetyAcknowledgedAt).toBeNull();
    await acknowledge();
    const retitled = await replace(
      riskScreenOnly({ title: 'Evening bath', safety: { questions: ['Pregnant?'], riskScreen: true, maxDurationMinutes: 20 } }),
    );
    expect(retitled.json().safetyAcknowledgedAt).toEqual(expect.any(String));
    const longer = await replace(riskScreenOnly({ safety: { questions: ['Pregnant?'], riskScreen: true, maxDurationMinutes: 30 } }));
    expect(longer.json().safetyAcknowledgedAt).toBeNull();
  });
});
