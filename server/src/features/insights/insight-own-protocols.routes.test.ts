import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { callOk, createProtocol, documentWith, type Person } from '../custom-protocols/custom-protocols-test-helpers';
import { dayAgo, insightOf, logNights, readAnswer } from './insights-test-helpers';

/**
 * A person's own protocols as factors and outcomes, their days read as the protocols' pages read
 * them: done is 1, not done 0, and a partial, skipped or unlogged day is left out.
 */

let app: App;
let person: Person;
let sauna: number;
let checkIn: number;

beforeAll(async () => {
  app = await createTestApp();
  person = await signUp(app);
  sauna = (
    await createProtocol(
      app,
      person,
      documentWith({
        id: 'sauna',
        title: 'Sauna',
        components: [
          { id: 'session', label: 'Session', kind: 'check' },
          { id: 'cooled', label: 'Cooled down', kind: 'check' },
        ],
      }),
    )
  ).id;
  checkIn = (
    await createProtocol(app, person, documentWith({ components: [{ id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 }] }))
  ).id;
  const entry = (daysAgo: number, componentId: string, value: number) =>
    callOk(app, person, 'POST', `/api/custom-protocols/${sauna}/entries`, { componentId, date: dayAgo(daysAgo), value });
  // 5 ago: done; 4 ago: not done; 3 ago: partial; 2 ago: skipped; 1 ago: nothing logged.
  await entry(5, 'session', 1);
  await entry(5, 'cooled', 1);
  await entry(4, 'session', 0);
  await entry(4, 'cooled', 0);
  await entry(3, 'session', 1);
  await callOk(app, person, 'PUT', `/api/custom-protocols/${sauna}/days/${dayAgo(2)}/skip`, { reason: 'Travelling' });
  for (const daysAgo of [5, 4, 3, 2, 1]) {
    await callOk(app, person, 'POST', `/api/custom-protocols/${checkIn}/entries`, { componentId: 'mood', date: dayAgo(daysAgo), value: 3 });
  }
  await logNights(
    person.user.id,
    [6, 5, 4, 3, 2, 1, 0].map((daysAgo) => ({ day: dayAgo(daysAgo), hrvMs: 50 })),
  );
});

describe('own protocols in insights', () => {
  it('suggests each protocol against HRV the next night and the check-in’s mood that day', async () => {
    const answer = await readAnswer(app, person);
    const moodKey = `custom.${sauna}:component.${checkIn}.mood:sameDay`;
    expect(answer.insights.map((insight) => insight.key)).toEqual([`custom.${sauna}:biometric.hrvMs:nextNight`, moodKey]);
    expect(insightOf(answer, moodKey)).toMatchObject({ factorLabel: 'Sauna', outcomeLabel: 'Morning check-in: Mood', unit: 'points' });
  });

  it('counts done and not-done days only', async () => {
    const insight = insightOf(await readAnswer(app, person), `custom.${sauna}:component.${checkIn}.mood:sameDay`);
    expect(insight).toMatchObject({ pairedDays: 2, daysWith: 1, daysWithout: 1, status: 'notEnoughData' });
  });

  it('reads a component’s own value on a partial day, still leaving skipped and unlogged days out', async () => {
    const added = await callOk(app, person, 'POST', '/api/insights/pairs', {
      factor: { kind: 'customComponent', protocolId: sauna, componentId: 'session' },
      outcome: { kind: 'biometric', metric: 'hrvMs' },
      lag: 'sameDay',
    });
    expect(added.json()).toMatchObject({ factorLabel: 'Sauna: Session', pairedDays: 3, daysWith: 2, daysWithout: 1 });
  });
});
