import type { CourseProgress } from '@uh/core/learn/learn.schema';
import type { ReactNode } from 'react';
import { cn } from '#lib/cn';
import type { Course } from '../content/courses';
import { CourseCard, type CourseCardProgress } from './course-card';

/** What the page knows of the person's progress: loading, unreadable, or each opened course by id. */
export type ProgressLookup = { status: 'loading' } | { status: 'unknown' } | { status: 'ready'; byCourse: Map<string, CourseProgress> };

const cardProgress = (lookup: ProgressLookup, courseId: string): CourseCardProgress =>
  lookup.status === 'ready' ? { status: 'ready', progress: lookup.byCourse.get(courseId) } : lookup;

/** A titled section of course cards: Featured Courses, or All Courses. */
export function CourseSection({
  id,
  title,
  courses,
  progress,
  isFeatured = false,
}: {
  id: string;
  title: string;
  courses: Course[];
  progress: ProgressLookup;
  isFeatured?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={id} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      <CardGrid>
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} progress={cardProgress(progress, course.id)} isFeatured={isFeatured} />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}

/** One column on phones; two, then three side by side (articles stay at two so four fill two rows). */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 }) {
  return <ul className={cn('grid gap-4 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>{children}</ul>;
}
