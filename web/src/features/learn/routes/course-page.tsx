import { countedLessons } from '@uh/core/learn/courses.logic';
import { useQuery } from '@tanstack/react-query';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { useEffect, useId } from 'react';
import { Link, useParams } from 'wouter';
import { useDocumentTitle } from '#lib/use-document-title';
import { buttonClasses } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { courseProgressQueryOptions } from '../api/learn-queries';
import { useMarkLesson, useOpenCourse } from '../api/use-course-progress';
import { COURSE_LESSONS } from '../content/course-lessons';
import { findCourse, type Course } from '../content/courses';
import { CourseHeader } from '../components/course-header';
import { CourseProgressBar } from '../components/course-progress-bar';
import { LessonItem } from '../components/lesson-item';
import { lessonsDoneLabel, progressPercent } from '../lib/learn-format';

function BackToLearn() {
  return (
    <Link href="/learn" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'min-h-11 -ml-3' })}>
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      Back to Learn
    </Link>
  );
}

/** /learn/{courseId}: a course's lessons, each marked done or not by the signed-in person. */
export function CoursePage() {
  const { courseId = '' } = useParams<{ courseId: string }>();
  const course = findCourse(courseId);
  useDocumentTitle(course?.title ?? 'Course Not Found');
  return (
    <div className="space-y-6">
      <BackToLearn />
      {/* Keyed so that moving to another course starts afresh (its own "opened" record). */}
      {course ? <CourseView key={course.id} course={course} /> : <CourseNotFound />}
    </div>
  );
}

function CourseNotFound() {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold md:text-3xl">Course Not Found</h1>
      <p className="text-muted-foreground">This course does not exist or has been moved. Every course is listed on the Learn page.</p>
    </div>
  );
}

function CourseView({ course }: { course: Course }) {
  const titleId = useId();
  const progressQuery = useQuery(courseProgressQueryOptions());
  const { mutate: openCourse, isIdle: isOpenIdle } = useOpenCourse();
  const markLesson = useMarkLesson();
  const own = progressQuery.data?.find((progress) => progress.courseId === course.id);
  const isUnopened = progressQuery.isSuccess && own === undefined;

  // Showing the course is what "opened" means, however the person arrived (card, link, address
  // bar), so it is recorded as a page visit is: once, after the person's progress is known.
  useEffect(() => {
    if (isUnopened && isOpenIdle) openCourse(course.id);
  }, [isUnopened, isOpenIdle, openCourse, course.id]);

  const done = new Set(countedLessons(own?.completedLessons ?? [], course.lessons));
  const canMark = progressQuery.data !== undefined;

  return (
    <>
      <CourseHeader course={course} titleId={titleId}>
        {progressQuery.isError ? (
          <LoadError
            isFramed={false}
            message="Failed to load your progress in this course. Please try again."
            onRetry={() => void progressQuery.refetch()}
            isRetrying={progressQuery.isFetching}
          />
        ) : canMark ? (
          <div className="space-y-1.5 pt-1">
            <CourseProgressBar
              percent={progressPercent(course, own)}
              titleId={titleId}
              valueDetail={lessonsDoneLabel(done.size, course.lessons)}
            />
            <p className="text-sm text-muted-foreground figures">{lessonsDoneLabel(done.size, course.lessons)}</p>
          </div>
        ) : (
          <div aria-hidden="true" className="h-[3.75rem] animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />
        )}
      </CourseHeader>
      <section aria-labelledby="course-lessons-heading" className="space-y-4">
        <h2 id="course-lessons-heading" className="text-xl font-semibold">
          Lessons
        </h2>
        <ol className="space-y-3">
          {COURSE_LESSONS[course.id].map((lesson, index) => {
            const number = index + 1;
            return (
              <li key={lesson.title}>
                <LessonItem
                  lesson={lesson}
                  number={number}
                  isDone={done.has(number)}
                  canMark={canMark}
                  onMark={(isDone) => markLesson.mutate({ courseId: course.id, lesson: number, lessons: course.lessons, isDone })}
                />
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
