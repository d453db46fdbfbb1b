import type { TargetAggregate, TargetKind } from '@uh/core/custom-protocols/protocol-document.schema';
import type { ComponentDraft, TargetDraft } from '../../lib/protocol-draft';
import { NumberInput, SelectInput } from './form-controls';
import type { DraftForm } from './use-draft-form';

const KIND_OPTIONS: { value: TargetKind; label: string }[] = [
  { value: 'atLeast', label: 'At least' },
  { value: 'atMost', label: 'At most' },
  { value: 'range', label: 'Between two amounts' },
];

const AGGREGATE_OPTIONS: { value: TargetAggregate; label: string }[] = [
  { value: 'sum', label: 'Add them up' },
  { value: 'average', label: 'Take the average' },
  { value: 'max', label: 'Take the highest' },
  { value: 'last', label: 'Take the last one' },
];

/** What the amount is counted in: a duration is typed in minutes. */
const unitWords = (component: ComponentDraft) =>
  component.kind === 'duration' ? ' (minutes)' : component.kind === 'measure' ? ` (${component.unit})` : '';

type TargetFieldsProps = { form: DraftForm; index: number; component: ComponentDraft };

/** The amount that makes the item done: at least, at most, or between two; and how a day's several entries combine. */
export function TargetFields({ form, index, component }: TargetFieldsProps) {
  const { target } = component;
  const path = `components.${index}.target`;
  const change = (patch: Partial<TargetDraft>) => form.changeComponent(index, { target: { ...target, ...patch } });
  const amountLabel = target.kind === 'atLeast' ? 'At least' : target.kind === 'atMost' ? 'At most' : 'From';
  return (
    <div className="space-y-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={target.isSet}
          onChange={(event) => change({ isSet: event.target.checked })}
          className="size-5 shrink-0 accent-primary"
        />
        <span className="text-sm font-medium">Set a target for {component.label.trim() || 'this item'}</span>
      </label>
      {target.isSet ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectInput<TargetKind>
            id={form.idFor(`${path}.kind`)}
            label="Target"
            value={target.kind}
            options={KIND_OPTIONS}
            onChange={(kind) => change({ kind })}
          />
          <NumberInput
            id={form.idFor(`${path}.value`)}
            label={`${amountLabel}${unitWords(component)}`}
            value={target.value}
            onChange={(value) => change({ value })}
            error={form.errorFor(`${path}.value`)}
          />
          {target.kind === 'range' ? (
            <NumberInput
              id={form.idFor(`${path}.max`)}
              label={`To${unitWords(component)}`}
              value={target.max}
              onChange={(max) => change({ max })}
              error={form.errorFor(`${path}.max`)}
            />
          ) : null}
          <SelectInput<TargetAggregate>
            id={form.idFor(`${path}.aggregate`)}
            label="When you log it more than once a day"
            value={target.aggregate}
            options={AGGREGATE_OPTIONS}
            onChange={(aggregate) => change({ aggregate })}
          />
        </div>
      ) : null}
    </div>
  );
}
