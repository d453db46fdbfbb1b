import { describe, expect, it } from 'vitest';
import { lessonParamsSchema } from './learn.schema';

describe('lessonParamsSchema', () => {
  it('reads the lesson number from the path', () => {
    expect(lessonParamsSchema.parse({ courseId: 'better-sleep', lesson: '6' })).toEqual({ courseId: 'better-sleep', lesson: 6 });
  });

  it.each([
    ['0', 'lesson must be from 1 to 6'],
    ['7', 'lesson must be from 1 to 6'],
    ['1.5', 'lesson must be a whole number'],
    ['-1', 'lesson must be a whole number'],
    ['1e3', 'lesson must be a whole number'],
    ['two', 'lesson must be a whole number'],
  ])('refuses lesson %s of a six-lesson course, naming the field', (lesson, message) => {
    const result = lessonParamsSchema.safeParse({ courseId: 'better-sleep', lesson });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['lesson', message]]);
  });

  it('leaves an unknown course to the 404 rather than judging its lesson range', () => {
    expect(lessonParamsSchema.safeParse({ courseId: 'no-such-course', lesson: '42' }).success).toBe(true);
  });
});
