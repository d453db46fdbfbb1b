import BookOpenIcon from 'lucide-react/icons/book-open';
import ClockIcon from 'lucide-react/icons/clock';
import type { ReactNode } from 'react';
import { Card } from '#ui/card';
import type { Course } from '../content/courses';
import { lessonsLabel } from '../lib/learn-format';
import { CourseArtwork } from './course-art';

/** The course's banner, title, level, length and what it covers, with the person's progress under it. */
export function CourseHeader({ course, titleId, children }: { course: Course; titleId: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <CourseArtwork art={course.imageUrl} className="h-28 rounded-t-card sm:h-36" />
      <div className="space-y-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-full bg-surface-muted px-2.5 py-1 text-foreground">{course.category}</span>
          <span className="rounded-full border border-border px-2.5 py-1 text-muted-foreground">
            <span className="sr-only">Level: </span>
            {course.level}
          </span>
        </div>
        <h1 id={titleId} className="text-2xl font-bold md:text-3xl">
          {course.title}
        </h1>
        <p className="text-muted-foreground">{course.description}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">Duration: </span>
            {course.duration}
          </span>
          <span className="inline-flex items-center gap-1.5 figures">
            <BookOpenIcon aria-hidden="true" className="size-4" />
            {lessonsLabel(course.lessons)}
          </span>
        </p>
        {children}
      </div>
    </Card>
  );
}
