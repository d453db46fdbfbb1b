import { coursePercent } from '@uh/core/learn/courses.logic';
import type { CourseProgress } from '@uh/core/learn/learn.schema';
import type { Course } from '../content/courses';

/**
 * A course counts as started once the person has opened it (it has a progress record, even at
 * 0 %): then its card reads Continue and shows its bar. Never opened reads Start Course.
 */
export function hasStarted(progress: CourseProgress | undefined): progress is CourseProgress {
  return progress !== undefined;
}

export function courseActionLabel(progress: CourseProgress | undefined): 'Continue' | 'Start Course' {
  return hasStarted(progress) ? 'Continue' : 'Start Course';
}

/** Done lessons out of the course's lessons, as a whole percent (0 when never opened). */
export function progressPercent(course: Course, progress: CourseProgress | undefined): number {
  return progress ? coursePercent(progress.completedLessons, course.lessons) : 0;
}

export const lessonsLabel = (lessons: number) => `${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}`;

export const lessonsDoneLabel = (done: number, lessons: number) => `${done} of ${lessonsLabel(lessons)} done`;

export const readTimeLabel = (minutes: number) => `${minutes} min read`;

/** "Jan 14, 2025" for a yyyy-MM-dd date, the same in every time zone. */
export function formatPublishDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** "Learn" results summary for screen readers and sighted users alike. */
export function resultsSummary(courses: number, articles: number): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${plural(courses, 'course')} and ${plural(articles, 'article')} found`;
}
