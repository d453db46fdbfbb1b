import type { GroupKind } from '../../lib/protocol-draft';
import { ChoiceGroup, NumberInput } from './form-controls';
import type { DraftForm } from './use-draft-form';

const GROUP_OPTIONS: { value: GroupKind; label: string }[] = [
  { value: 'all', label: 'When every item is done' },
  { value: 'any', label: 'When any one item is done' },
  { value: 'atLeast', label: 'When at least some of the items are done' },
];

/** When a day with several items counts as done. */
export function GroupFields({ form }: { form: DraftForm }) {
  return (
    <div className="space-y-3">
      <ChoiceGroup
        name={form.idFor('group.kind')}
        legend="The day is done"
        value={form.draft.groupKind}
        options={GROUP_OPTIONS}
        onChange={(groupKind) => form.change({ groupKind })}
      />
      {form.draft.groupKind === 'atLeast' ? (
        <NumberInput
          id={form.idFor('group.count')}
          label="How many items"
          inputMode="numeric"
          className="max-w-40"
          value={form.draft.groupCount}
          onChange={(groupCount) => form.change({ groupCount })}
          error={form.errorFor('group.count')}
        />
      ) : null}
    </div>
  );
}
