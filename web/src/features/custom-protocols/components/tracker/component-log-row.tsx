import type { ComponentKind, CustomProtocolColor } from '@uh/core/custom-protocols/protocol-document.schema';
import type { ComponentType } from 'react';
import { cn } from '#lib/cn';
import { progressToward } from '../../lib/tracker-format';
import { ScaleControl, TextControl } from './choice-controls';
import { figureOf, type LogTarget } from './log-context';
import { COLOR_CLASSES } from './protocol-look';
import { CheckControl, CountControl, DurationControl, MeasureControl } from './quick-log-controls';

const CONTROLS: Record<ComponentKind, ComponentType<{ target: LogTarget }>> = {
  check: CheckControl,
  count: CountControl,
  duration: DurationControl,
  measure: MeasureControl,
  scale: ScaleControl,
  text: TextControl,
};

/** The day's progress of one component: words first ("12 of 15 min"), and a bar toward an at-least target. */
export function ComponentProgress({ target, color }: { target: LogTarget; color: CustomProtocolColor }) {
  const progress = progressToward(target.component, figureOf(target));
  return (
    <div className="space-y-1">
      <p className="figures text-sm font-medium" data-progress={target.component.id}>
        {progress.text}
      </p>
      {progress.fraction === null ? null : (
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
          <div className={cn('h-full rounded-full', COLOR_CLASSES[color].fill)} style={{ width: `${progress.fraction * 100}%` }} />
        </div>
      )}
    </div>
  );
}

/** One component of the day: its label and hint, how far it is, and the control its kind logs with. */
export function ComponentLogRow({ target, color }: { target: LogTarget; color: CustomProtocolColor }) {
  const Control = CONTROLS[target.component.kind];
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold">{target.component.label}</h3>
        {target.component.hint ? <p className="text-sm text-muted-foreground">{target.component.hint}</p> : null}
      </div>
      <ComponentProgress target={target} color={color} />
      <Control target={target} />
    </li>
  );
}
