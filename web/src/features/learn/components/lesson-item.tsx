import CheckIcon from 'lucide-react/icons/check';
import { useId } from 'react';
import { cn } from '#lib/cn';
import { Card } from '#ui/card';
import type { Lesson } from '../content/lesson';

type Props = {
  lesson: Lesson;
  number: number;
  isDone: boolean;
  /** False until the person's progress has loaded, so a tick never lands on unknown state. */
  canMark: boolean;
  onMark: (isDone: boolean) => void;
};

/** One lesson to read, with a real checkbox to mark it done or not done. */
export function LessonItem({ lesson, number, isDone, canMark, onMark }: Props) {
  const titleId = useId();
  return (
    <Card
      role="group"
      aria-labelledby={titleId}
      data-testid="lesson"
      className={cn('space-y-3 border-2 p-4 transition-colors duration-200 sm:p-5', isDone ? 'border-status-good' : 'border-border')}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold figures',
            isDone ? 'bg-status-good text-surface' : 'bg-surface-muted text-foreground',
          )}
        >
          {isDone ? <CheckIcon className="size-4" strokeWidth={3} /> : number}
        </span>
        <div className="min-w-0 space-y-1.5">
          <h3 id={titleId} className="leading-snug">
            <span className="block text-xs font-medium text-muted-foreground">Lesson {number}</span>
            <span className="block text-base font-semibold">{lesson.title}</span>
          </h3>
          <p className="text-sm leading-relaxed sm:text-base">{lesson.body}</p>
        </div>
      </div>
      <label
        className={cn(
          'ml-11 inline-flex min-h-11 items-center gap-3 rounded-control border border-border px-3 font-medium',
          canMark ? 'cursor-pointer hover:bg-surface-muted' : 'cursor-not-allowed opacity-60',
        )}
      >
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-primary"
          // Named after the lesson too: every lesson has a "Done" box, so the name says which one.
          aria-label={`Done: ${lesson.title}`}
          checked={isDone}
          disabled={!canMark}
          onChange={(event) => onMark(event.target.checked)}
        />
        <span aria-hidden="true">Done</span>
      </label>
    </Card>
  );
}
