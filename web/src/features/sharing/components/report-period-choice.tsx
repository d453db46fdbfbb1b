import { PROGRESS_RANGES, type ProgressRange } from '@uh/core/progress/progress.schema';
import { cn } from '#lib/cn';
import { REPORT_PERIOD_LABELS } from '../lib/report-words';

type ReportPeriodChoiceProps = {
  /** Prefix of the radios' ids and their group's name: each choice on a page needs its own. */
  name: string;
  legend: string;
  value: ProgressRange;
  onChange: (range: ProgressRange) => void;
};

/** This week, Last 30 days or All time, as native radios drawn as a segmented control (arrows and Space work). */
export function ReportPeriodChoice({ name, legend, value, onChange }: ReportPeriodChoiceProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {PROGRESS_RANGES.map((range) => {
          const id = `${name}-${range}`;
          return (
            <div key={range}>
              <input
                id={id}
                type="radio"
                name={name}
                value={range}
                checked={value === range}
                onChange={() => onChange(range)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center rounded-control border border-input-border bg-surface px-4 py-2 font-medium transition-colors duration-150',
                  'hover:bg-surface-muted peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                )}
              >
                {REPORT_PERIOD_LABELS[range]}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
