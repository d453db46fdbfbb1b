import { countedLessons, coursePercent } from '@uh/core/learn/courses.logic';
import type { CourseProgress } from '@uh/core/learn/learn.schema';

/** The person's progress by course id; a course missing from the map was never opened. */
export function progressByCourse(list: readonly CourseProgress[]): Map<string, CourseProgress> {
  return new Map(list.map((progress) => [progress.courseId, progress]));
}

export type LessonMark = { courseId: string; lesson: number; lessons: number; isDone: boolean };

/**
 * The list as it will be once a lesson is marked (the optimistic update, and its rollback with
 * the opposite mark). Marking a lesson of a course not yet in the list opens it, as the server does.
 */
export function withLessonMarked(list: readonly CourseProgress[], mark: LessonMark, now: Date): CourseProgress[] {
  const at = now.toISOString();
  const current = list.find((progress) => progress.courseId === mark.courseId) ?? {
    courseId: mark.courseId,
    completedLessons: [],
    lessons: mark.lessons,
    percent: 0,
    openedAt: at,
    updatedAt: at,
  };
  const others = current.completedLessons.filter((lesson) => lesson !== mark.lesson);
  const completedLessons = countedLessons(mark.isDone ? [...others, mark.lesson] : others, mark.lessons);
  const next: CourseProgress = {
    ...current,
    completedLessons,
    percent: coursePercent(completedLessons, mark.lessons),
    updatedAt: at,
  };
  return list.some((progress) => progress.courseId === mark.courseId)
    ? list.map((progress) => (progress.courseId === mark.courseId ? next : progress))
    : [...list, next];
}
