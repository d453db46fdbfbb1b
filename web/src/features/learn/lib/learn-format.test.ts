import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '@uh/core/learn/learn.schema';
import type { Course } from '../content/courses';
import {
  courseActionLabel,
  formatPublishDate,
  hasStarted,
  lessonsDoneLabel,
  lessonsLabel,
  progressPercent,
  readTimeLabel,
  resultsSummary,
} from './learn-format';

const course: Course = {
  id: 'thirty-foundations',
  title: 'Title',
  description: 'Description',
  imageUrl: 'thirty',
  duration: '1h',
  lessons: 7,
  category: '30-30-30',
  level: 'Beginner',
};

const opened = (completedLessons: number[]): CourseProgress => ({
  courseId: 'thirty-foundations',
  completedLessons,
  lessons: 7,
  percent: 0,
  openedAt: '2026-01-05T08:00:00.000Z',
  updatedAt: '2026-01-05T08:00:00.000Z',
});

describe('course action', () => {
  it('reads Start Course for a course the person never opened, with no progress', () => {
    expect(courseActionLabel(undefined)).toBe('Start Course');
    expect(hasStarted(undefined)).toBe(false);
    expect(progressPercent(course, undefined)).toBe(0);
  });

  it('reads Continue once the course is opened, even before any lesson is done', () => {
    expect(courseActionLabel(opened([]))).toBe('Continue');
    expect(hasStarted(opened([]))).toBe(true);
    expect(courseActionLabel(opened([1, 2]))).toBe('Continue');
  });

  it("computes the percent from the person's done lessons", () => {
    expect(progressPercent(course, opened([]))).toBe(0);
    expect(progressPercent(course, opened([1, 2]))).toBe(29);
    expect(progressPercent(course, opened([1, 2, 3, 4, 5, 6, 7]))).toBe(100);
    // A lesson number beyond the course's end does not count.
    expect(progressPercent(course, opened([1, 8]))).toBe(14);
  });
});

describe('labels', () => {
  it('counts lessons and minutes', () => {
    expect(lessonsLabel(1)).toBe('1 lesson');
    expect(lessonsLabel(7)).toBe('7 lessons');
    expect(readTimeLabel(5)).toBe('5 min read');
    expect(lessonsDoneLabel(2, 7)).toBe('2 of 7 lessons done');
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
