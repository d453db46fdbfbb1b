import BookOpenIcon from 'lucide-react/icons/book-open';
import ClockIcon from 'lucide-react/icons/clock';
import { useId } from 'react';
import { cn } from '#lib/cn';
import { Card } from '#ui/card';
import type { Course } from '../content/courses';
import { courseActionLabel, hasStarted, lessonsLabel, progressPercent } from '../lib/learn-format';
import { CourseArtwork } from './course-art';
import { PlaceholderButton } from '#ui/placeholder-button';

/** One course: banner, category and level, what it covers, its length, progress when started, and its action. */
export function CourseCard({ course, isFeatured = false }: { course: Course; isFeatured?: boolean }) {
  const titleId = useId();
  const progressId = useId();
  const action = courseActionLabel(course);
  const percent = progressPercent(course);
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="course-card" aria-labelledby={titleId} role="group">
      <CourseArtwork art={course.imageUrl} className={cn('rounded-t-card', isFeatured ? 'h-32' : 'h-24')} />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
          <span className="rounded-full bg-surface-muted px-2.5 py-1 text-foreground">{course.category}</span>
          <span className="rounded-full border border-border px-2.5 py-1 text-muted-foreground">{course.level}</span>
        </div>
        <h3 id={titleId} className="text-lg leading-snug font-semibold">
          {course.title}
        </h3>
        <p className="text-sm text-muted-foreground">{course.description}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon aria-hidden="true" className="size-4" />
            {course.duration}
          </span>
          <span className="inline-flex items-center gap-1.5 figures">
            <BookOpenIcon aria-hidden="true" className="size-4" />
            {lessonsLabel(course.lessons)}
          </span>
        </p>
        <div className="mt-auto space-y-3 pt-1">
          {hasStarted(course) ? (
            <div>
              <div className="flex justify-between text-sm">
                <span id={progressId} className="text-muted-foreground">
                  Progress
                </span>
                <span className="font-semibold figures">{percent}% complete</span>
              </div>
              <div
                role="progressbar"
                aria-labelledby={`${progressId} ${titleId}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-muted"
              >
                <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
              </div>
            </div>
          ) : null}
          <PlaceholderButton accessibleName={`${action}: ${course.title}`}>{action}</PlaceholderButton>
        </div>
      </div>
    </Card>
  );
}
