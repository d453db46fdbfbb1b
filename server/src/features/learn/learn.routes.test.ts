import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { courseProgress } from '../../db/schema';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (cookie: string, method: Method, url: string) => app.inject({ method, url, headers: { cookie } });
const progressOf = async (cookie: string) => (await call(cookie, 'GET', '/api/learn/progress')).json() as unknown[];
const lessonUrl = (courseId: string, lesson: number | string) => `/api/learn/progress/${courseId}/lessons/${lesson}`;

describe('course progress', () => {
  it('is empty for a new account: no course counts as started', async () => {
    const { cookie } = await signUp(app);
    const response = await call(cookie, 'GET', '/api/learn/progress');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('records an opened course at 0 %, and opening it again keeps it as it was', async () => {
    const { cookie } = await signUp(app);
    const opened = await call(cookie, 'PUT', '/api/learn/progress/thirty-foundations');
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ courseId: 'thirty-foundations', completedLessons: [], lessons: 7, percent: 0 });
    expect(Date.parse(opened.json().openedAt)).not.toBeNaN();

    await call(cookie, 'PUT', lessonUrl('thirty-foundations', 3));
    const again = await call(cookie, 'PUT', '/api/learn/progress/thirty-foundations');
    expect(again.json()).toMatchObject({ completedLessons: [3], percent: 14, openedAt: opened.json().openedAt });
    expect(await progressOf(cookie)).toHaveLength(1);
  });

  it('marks lessons done and undone, each counted once, as a whole percent', async () => {
    const { cookie } = await signUp(app);
    await call(cookie, 'PUT', '/api/learn/progress/thirty-foundations');
    await call(cookie, 'PUT', lessonUrl('thirty-foundations', 5));
    await call(cookie, 'PUT', lessonUrl('thirty-foundations', 1));
    const twice = await call(cookie, 'PUT', lessonUrl('thirty-foundations', 5));
    expect(twice.json()).toMatchObject({ completedLessons: [1, 5], percent: 29 });

    const undone = await call(cookie, 'DELETE', lessonUrl('thirty-foundations', 5));
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ completedLessons: [1], percent: 14 });
    // Undoing a lesson that was not done is harmless.
    expect((await call(cookie, 'DELETE', lessonUrl('thirty-foundations', 6))).json()).toMatchObject({ completedLessons: [1] });

    for (const lesson of [1, 2, 3, 4, 5, 6]) await call(cookie, 'PUT', lessonUrl('better-sleep', lesson));
    expect(await progressOf(cookie)).toEqual([
      expect.objectContaining({ courseId: 'thirty-foundations', completedLessons: [1], lessons: 7, percent: 14 }),
      expect.objectContaining({ courseId: 'better-sleep', completedLessons: [1, 2, 3, 4, 5, 6], lessons: 6, percent: 100 }),
    ]);
  });

  it('keeps every marked lesson when several are marked at once', async () => {
    const { cookie } = await signUp(app);
    await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((lesson) => call(cookie, 'PUT', lessonUrl('longer-fasts', lesson))));
    expect(await progressOf(cookie)).toEqual([expect.objectContaining({ courseId: 'longer-fasts', percent: 100 })]);
  });

  it("keeps each person's progress separate", async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    await call(first.cookie, 'PUT', lessonUrl('cold-start', 2));
    expect(await progressOf(second.cookie)).toEqual([]);

    await call(second.cookie, 'PUT', '/api/learn/progress/cold-start');
    expect(await progressOf(second.cookie)).toEqual([
      expect.objectContaining({ courseId: 'cold-start', completedLessons: [], percent: 0 }),
    ]);
    expect(await progressOf(first.cookie)).toEqual([
      expect.objectContaining({ courseId: 'cold-start', completedLessons: [2], percent: 17 }),
    ]);
  });

  it('answers 404 naming an unknown course, and records nothing', async () => {
    const { cookie } = await signUp(app);
    for (const [method, url] of [
      ['PUT', '/api/learn/progress/underwater-basket-weaving'],
      ['PUT', lessonUrl('underwater-basket-weaving', 1)],
      ['DELETE', lessonUrl('underwater-basket-weaving', 1)],
      ['PUT', '/api/learn/progress/Cold-Start'],
    ] as const) {
      const response = await call(cookie, method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^Course not found: /);
    }
    expect(await progressOf(cookie)).toEqual([]);
  });

  it.each([
    [0, 'lesson: lesson must be from 1 to 6'],
    [7, 'lesson: lesson must be from 1 to 6'],
    ['1.5', 'lesson: lesson must be a whole number'],
    ['-2', 'lesson: lesson must be a whole number'],
    ['first', 'lesson: lesson must be a whole number'],
  ])('refuses lesson %s of a six-lesson course with 400 naming the field', async (lesson, message) => {
    const { cookie } = await signUp(app);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await call(cookie, method, lessonUrl('cold-start', lesson));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await progressOf(cookie)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/learn/progress' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/learn/progress/cold-start' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: lessonUrl('cold-start', 1) })).statusCode).toBe(401);
  });

  it('is removed with the account', async () => {
    const { db } = testDatabase();
    const { cookie, account, user } = await signUp(app);
    await call(cookie, 'PUT', lessonUrl('fasting-essentials', 4));
    await call(cookie, 'PUT', '/api/learn/progress/reading-biometrics');
    const rowsOf = () => db.select().from(courseProgress).where(eq(courseProgress.userId, user.id));
    expect(await rowsOf()).toHaveLength(2);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie },
      payload: { password: account.password },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await rowsOf()).toEqual([]);
  });
});
