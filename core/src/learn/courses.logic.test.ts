import { describe, expect, it } from 'vitest';
import { COURSE_IDS, COURSE_OUTLINES, countedLessons, courseOutline, coursePercent, isCourseId, isLessonOf } from './courses.logic';

describe('course catalogue', () => {
  it('knows six courses with unique ids and their lesson counts', () => {
    expect(COURSE_OUTLINES.map((course) => course.lessons)).toEqual([7, 9, 6, 6, 8, 10]);
    expect(new Set(COURSE_IDS).size).toBe(6);
  });

  it('finds a course by id and nothing for an unknown one', () => {
    expect(courseOutline('cold-start')).toEqual({ id: 'cold-start', lessons: 6 });
    expect(courseOutline('Cold-Start')).toBeUndefined();
    expect(isCourseId('longer-fasts')).toBe(true);
    expect(isCourseId('underwater-basket-weaving')).toBe(false);
  });
});

describe('lessons and percent', () => {
  it('numbers lessons from 1 to the count', () => {
    expect(isLessonOf(1, 7)).toBe(true);
    expect(isLessonOf(7, 7)).toBe(true);
    expect(isLessonOf(0, 7)).toBe(false);
    expect(isLessonOf(8, 7)).toBe(false);
    expect(isLessonOf(2.5, 7)).toBe(false);
  });

  it('counts each done lesson once, in order, ignoring lessons the course does not have', () => {
    expect(countedLessons([3, 1, 3, 9, 0], 7)).toEqual([1, 3]);
  });

  it('rounds done out of lessons to a whole percent', () => {
    expect(coursePercent([], 7)).toBe(0);
    expect(coursePercent([1], 7)).toBe(14);
    expect(coursePercent([1, 2], 7)).toBe(29);
    expect(coursePercent([1, 2, 3, 4, 5, 6, 7], 7)).toBe(100);
    expect(coursePercent([1, 1, 1], 9)).toBe(11);
    expect(coursePercent([2, 4, 6], 6)).toBe(50);
    expect(coursePercent([1], 0)).toBe(0);
  });
});
