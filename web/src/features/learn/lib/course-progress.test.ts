import type { CourseProgress } from '@uh/core/learn/learn.schema';
import { describe, expect, it } from 'vitest';
import { progressByCourse, withLessonMarked } from './course-progress';

const now = new Date('2026-03-02T09:30:00.000Z');
const earlier = '2026-03-01T08:00:00.000Z';

const progress = (courseId: string, completedLessons: number[], lessons: number): CourseProgress => ({
  courseId,
  completedLessons,
  lessons,
  percent: 0,
  openedAt: earlier,
  updatedAt: earlier,
});

describe('withLessonMarked', () => {
  it('adds a done lesson in order and recomputes the percent', () => {
    const list = [progress('cold-start', [3], 6), progress('better-sleep', [], 6)];
    const next = withLessonMarked(list, { courseId: 'cold-start', lesson: 1, lessons: 6, isDone: true }, now);
    expect(next).toEqual([{ ...list[0], completedLessons: [1, 3], percent: 33, updatedAt: now.toISOString() }, list[1]]);
  });

  it('removes an undone lesson, and marking twice changes nothing more', () => {
    const list = [progress('thirty-foundations', [1, 2], 7)];
    expect(withLessonMarked(list, { courseId: 'thirty-foundations', lesson: 2, lessons: 7, isDone: false }, now)[0]).toMatchObject({
      completedLessons: [1],
      percent: 14,
    });
    expect(withLessonMarked(list, { courseId: 'thirty-foundations', lesson: 2, lessons: 7, isDone: true }, now)[0]).toMatchObject({
      completedLessons: [1, 2],
      percent: 29,
    });
  });

  it('opens a course that was not in the list yet', () => {
    const next = withLessonMarked([], { courseId: 'longer-fasts', lesson: 4, lessons: 10, isDone: true }, now);
    expect(next).toEqual([
      {
        courseId: 'longer-fasts',
        completedLessons: [4],
        lessons: 10,
        percent: 10,
        openedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
    ]);
  });
});

describe('progressByCourse', () => {
  it('looks progress up by course id; a course never opened is absent', () => {
    const byCourse = progressByCourse([progress('cold-start', [1], 6)]);
    expect(byCourse.get('cold-start')?.completedLessons).toEqual([1]);
    expect(byCourse.has('better-sleep')).toBe(false);
  });
});
