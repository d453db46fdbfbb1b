import { courseOutline, countedLessons, coursePercent, type CourseOutline } from '@uh/core/learn/courses.logic';
import type { CourseProgress, LessonParams } from '@uh/core/learn/learn.schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courseProgress } from '../../db/schema';
import { notFound } from '../../lib/http-error';

type Row = typeof courseProgress.$inferSelect;

function toCourseProgress(row: Row, course: CourseOutline): CourseProgress {
  const completedLessons = countedLessons(row.completedLessons, course.lessons);
  return {
    courseId: row.courseId,
    completedLessons,
    lessons: course.lessons,
    percent: coursePercent(completedLessons, course.lessons),
    openedAt: row.openedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The catalogue's entry for a course id, or 404: progress is only kept for courses that exist. */
function knownCourse(courseId: string): CourseOutline {
  const course = courseOutline(courseId);
  if (!course) throw notFound(`Course not found: ${courseId}`);
  return course;
}

/** Every course the person has opened, oldest first; a course missing from the list was never opened. */
export async function listCourseProgress(db: Database, userId: number): Promise<CourseProgress[]> {
  const rows = await db
    .select()
    .from(courseProgress)
    .where(eq(courseProgress.userId, userId))
    .orderBy(asc(courseProgress.openedAt), asc(courseProgress.courseId));
  // A course withdrawn from the catalogue keeps its row but is no longer shown.
  return rows.flatMap((row) => {
    const course = courseOutline(row.courseId);
    return course ? [toCourseProgress(row, course)] : [];
  });
}

/** Records that the person opened a course (no lesson done yet); opening it again changes nothing. */
export async function openCourse(db: Database, userId: number, courseId: string): Promise<CourseProgress> {
  const course = knownCourse(courseId);
  await db.insert(courseProgress).values({ userId, courseId: course.id }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, course.id)));
  return toCourseProgress(row!, course);
}

/**
 * Marks one lesson done or not done. Either also opens the course when it was not yet, so a
 * person who lands straight on a lesson keeps what they mark. One statement per change, so
 * two quick marks in the same course cannot overwrite each other.
 */
export async function setLessonDone(
  db: Database,
  userId: number,
  { courseId, lesson }: LessonParams,
  isDone: boolean,
): Promise<CourseProgress> {
  const course = knownCourse(courseId);
  const lessons = isDone
    ? sql`(SELECT array_agg(DISTINCT done ORDER BY done) FROM unnest(array_append(${courseProgress.completedLessons}, ${lesson}::integer)) AS done)`
    : sql`array_remove(${courseProgress.completedLessons}, ${lesson}::integer)`;
  const [row] = await db
    .insert(courseProgress)
    .values({ userId, courseId: course.id, completedLessons: isDone ? [lesson] : [] })
    .onConflictDoUpdate({
      target: [courseProgress.userId, courseProgress.courseId],
      set: { completedLessons: lessons, updatedAt: new Date() },
    })
    .returning();
  return toCourseProgress(row!, course);
}
