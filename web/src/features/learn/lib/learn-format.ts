import type { Course } from '../content/courses';

/** A course counts as started when it has some progress: then it reads Continue and shows its bar. */
export function hasStarted(course: Course): boolean {
  return course.progress !== undefined && course.progress > 0;
}

export function courseActionLabel(course: Course): 'Continue' | 'Start Course' {
  return hasStarted(course) ? 'Continue' : 'Start Course';
}

/** Progress as a whole percent between 0 and 100. */
export function progressPercent(course: Course): number {
  return Math.round(Math.min(100, Math.max(0, course.progress ?? 0)));
}

export const lessonsLabel = (lessons: number) => `${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}`;

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
