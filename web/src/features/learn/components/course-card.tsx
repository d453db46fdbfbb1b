import type { CourseProgress } from '@uh/core/learn/learn.schema';
import BookOpenIcon from 'lucide-react/icons/book-open';
import ClockIcon from 'lucide-react/icons/clock';
import { useId } from 'react';
import { Link } from 'wouter';
import { cn } from '#lib/cn';
import { buttonClasses } from '#ui/button';
import { Card } from '#ui/card';
import type { Course } from '../content/courses';
import { courseActionLabel, hasStarted, lessonsLabel, progressPercent } from '../lib/learn-format';
import { CourseArtwork } from './course-art';
import { CourseProgressBar } from './course-progress-bar';

export type CourseCardProgress =
  | { status: 'loading' }
  /** The person's progress could not be read: the card still opens the course. */
  | { status: 'unknown' }
  | { status: 'ready'; progress: CourseProgress | undefined };

type Props = { course: Course; progress: CourseCardProgress; isFeatured?: boolean };

/** One course: banner, category and level, what it covers, its length, the person's progress once opened, and its action. */
export function CourseCard({ course, progress, isFeatured = false }: Props) {
  const titleId = useId();
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
          <CourseCardAction course={course} progress={progress} titleId={titleId} />
        </div>
      </div>
    </Card>
  );
}

function CourseCardAction({ course, progress, titleId }: { course: Course; progress: CourseCardProgress; titleId: string }) {
  if (progress.status === 'loading') {
    // The action's size while progress loads, so the label never flips from Start Course to Continue.
    return <div aria-hidden="true" className="h-11 w-36 animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />;
  }
  const own = progress.status === 'ready' ? progress.progress : undefined;
  const action = progress.status === 'ready' ? courseActionLabel(own) : 'Open Course';
  return (
    <>
      {hasStarted(own) ? <CourseProgressBar percent={progressPercent(course, own)} titleId={titleId} /> : null}
      <Link href={`/learn/${course.id}`} aria-label={`${action}: ${course.title}`} className={buttonClasses()}>
        {action}
      </Link>
    </>
  );
}
