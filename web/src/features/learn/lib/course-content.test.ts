import { COURSE_OUTLINES } from '@uh/core/learn/courses.logic';
import { describe, expect, it } from 'vitest';
import { COURSE_LESSONS } from '../content/course-lessons';
import { COURSES, findCourse } from '../content/courses';

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;

describe('course content', () => {
  it('matches the shared catalogue: same ids, same order, same lesson counts', () => {
    expect(COURSES.map(({ id, lessons }) => ({ id, lessons }))).toEqual(COURSE_OUTLINES.map(({ id, lessons }) => ({ id, lessons })));
  });

  it('writes every lesson of every course: a title and a body of two to four sentences', () => {
    for (const course of COURSES) {
      const lessons = COURSE_LESSONS[course.id];
      expect(lessons, course.id).toHaveLength(course.lessons);
      expect(new Set(lessons.map((lesson) => lesson.title)).size, course.id).toBe(course.lessons);
      for (const lesson of lessons) {
        expect(lesson.title.trim(), course.id).not.toBe('');
        expect(sentences(lesson.body), lesson.title).toBeGreaterThanOrEqual(2);
        expect(sentences(lesson.body), lesson.title).toBeLessThanOrEqual(4);
      }
    }
  });

  it('sends people to their doctor in the courses that touch on risks', () => {
    for (const id of ['fasting-essentials', 'cold-start', 'longer-fasts', 'reading-biometrics', 'better-sleep'] as const) {
      expect(
        COURSE_LESSONS[id].some((lesson) => /talk to your doctor/i.test(lesson.body)),
        id,
      ).toBe(true);
    }
  });

  it('finds a course by id, and nothing for an unknown one', () => {
    expect(findCourse('cold-start')?.title).toBe('Cold Exposure: Start Cool, Build Slowly');
    expect(findCourse('nope')).toBeUndefined();
  });
});
