import { z } from 'zod';
import { courseOutline, isLessonOf } from './courses.logic';

// Any text is accepted as a course id here: an id the catalogue does not know is a missing
// course (404 from the service), not a malformed request.
const courseId = z.string().min(1, 'courseId is required').max(100, 'courseId is too long');

/** PUT /api/learn/progress/{courseId}: opening a course. */
export const courseParamsSchema = z.object({ courseId });

/** PUT and DELETE /api/learn/progress/{courseId}/lessons/{lesson}: one lesson, numbered from 1. */
export const lessonParamsSchema = z
  .object({
    courseId,
    lesson: z
      .string()
      .regex(/^\d{1,6}$/, { message: 'lesson must be a whole number', abort: true })
      .transform(Number),
  })
  .superRefine((params, context) => {
    const course = courseOutline(params.courseId);
    if (course && !isLessonOf(params.lesson, course.lessons)) {
      context.addIssue({ code: 'custom', path: ['lesson'], message: `lesson must be from 1 to ${course.lessons}` });
    }
  });
export type LessonParams = z.infer<typeof lessonParamsSchema>;

/** A course the person has opened, with the lessons they marked done. */
export const courseProgressSchema = z.object({
  courseId: z.string(),
  /** Lesson numbers (1-based) marked done, ascending. */
  completedLessons: z.array(z.number().int()),
  lessons: z.number().int(),
  /** Done lessons out of lessons, as a whole percent. */
  percent: z.number().int().min(0).max(100),
  openedAt: z.string(),
  updatedAt: z.string(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** GET /api/learn/progress: every course the caller has opened; a course not listed was never opened. */
export const courseProgressListSchema = z.array(courseProgressSchema);
