import { describe, expect, it } from 'vitest';
import type { Course } from '../content/courses';
import {
  courseActionLabel,
  formatPublishDate,
  hasStarted,
  lessonsLabel,
  progressPercent,
  readTimeLabel,
  resultsSummary,
} from './learn-format';

const course = (progress?: number): Course => ({
  id: 'c',
  title: 'Title',
  description: 'Description',
  imageUrl: 'cold',
  duration: '1h',
  lessons: 3,
  category: 'Cold Exposure',
  level: 'Beginner',
  ...(progress === undefined ? {} : { progress }),
});

describe('course action', () => {
  it('reads Continue when the course has progress', () => {
    expect(courseActionLabel(course(40))).toBe('Continue');
    expect(hasStarted(course(1))).toBe(true);
  });

  it('reads Start Course without progress or at 0 %', () => {
    expect(courseActionLabel(course())).toBe('Start Course');
    expect(courseActionLabel(course(0))).toBe('Start Course');
    expect(hasStarted(course(0))).toBe(false);
  });

  it('keeps the percent within 0 to 100', () => {
    expect(progressPercent(course(42.4))).toBe(42);
    expect(progressPercent(course(130))).toBe(100);
    expect(progressPercent(course())).toBe(0);
  });
});

describe('labels', () => {
  it('counts lessons and minutes', () => {
    expect(lessonsLabel(1)).toBe('1 lesson');
    expect(lessonsLabel(7)).toBe('7 lessons');
    expect(readTimeLabel(5)).toBe('5 min read');
  });

  it('formats a publish date the same in every time zone', () => {
    expect(formatPublishDate('2025-01-14')).toBe('Jan 14, 2025');
    expect(formatPublishDate('2025-12-31')).toBe('Dec 31, 2025');
  });

  it('summarises search results', () => {
    expect(resultsSummary(1, 0)).toBe('1 course and 0 articles found');
    expect(resultsSummary(2, 1)).toBe('2 courses and 1 article found');
  });
});
