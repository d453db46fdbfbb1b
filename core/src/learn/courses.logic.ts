/**
 * The course catalogue's shape, shared by the server (which validates progress against it) and
 * the web (which adds the prose). Only ids and lesson counts live here: a course's words may
 * change freely, but its id and number of lessons are what stored progress refers to.
 */
export const COURSE_OUTLINES = [
  { id: 'thirty-foundations', lessons: 7 },
  { id: 'fasting-essentials', lessons: 9 },
  { id: 'cold-start', lessons: 6 },
  { id: 'better-sleep', lessons: 6 },
  { id: 'reading-biometrics', lessons: 8 },
  { id: 'longer-fasts', lessons: 10 },
] as const;

export type CourseId = (typeof COURSE_OUTLINES)[number]['id'];
export type CourseOutline = { id: CourseId; lessons: number };

export const COURSE_IDS: readonly CourseId[] = COURSE_OUTLINES.map((course) => course.id);

/** The outline of a course by id, or undefined for an id the catalogue does not know. */
export function courseOutline(id: string): CourseOutline | undefined {
  return COURSE_OUTLINES.find((course) => course.id === id);
}

export function isCourseId(id: string): id is CourseId {
  return courseOutline(id) !== undefined;
}

/** Lessons are numbered from 1 to the course's count, as people read them. */
export function isLessonOf(lesson: number, lessons: number): boolean {
  return Number.isInteger(lesson) && lesson >= 1 && lesson <= lessons;
}

/**
 * The done lessons that still count: each once, in order, and only those the course has
 * (should a course ever lose a lesson, old marks beyond its end are ignored, not an error).
 */
export function countedLessons(completed: readonly number[], lessons: number): number[] {
  return [...new Set(completed)].filter((lesson) => isLessonOf(lesson, lessons)).sort((a, b) => a - b);
}

/** Done lessons out of the course's lessons, as a whole percent (2 of 7 → 29). */
export function coursePercent(completed: readonly number[], lessons: number): number {
  if (lessons <= 0) return 0;
  return Math.round((countedLessons(completed, lessons).length / lessons) * 100);
}
