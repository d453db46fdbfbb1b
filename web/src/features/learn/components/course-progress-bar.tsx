import { useId } from 'react';

type Props = {
  percent: number;
  /** The id of the course title, so the bar is named "Progress <course>". */
  titleId: string;
  /** Extra words a screen reader hears with the value, such as "2 of 7 lessons done". */
  valueDetail?: string;
  className?: string;
};

/** "N% complete" with its bar: the same on a course card and on the course page. */
export function CourseProgressBar({ percent, titleId, valueDetail, className }: Props) {
  const labelId = useId();
  return (
    <div className={className}>
      <div className="flex justify-between gap-3 text-sm">
        <span id={labelId} className="text-muted-foreground">
          Progress
        </span>
        <span className="font-semibold figures">{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${labelId} ${titleId}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueDetail ? `${percent}% complete, ${valueDetail}` : `${percent}% complete`}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
