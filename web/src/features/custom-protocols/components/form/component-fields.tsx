import { COMPONENT_KINDS, UNITS, type ComponentKind, type MeasureUnit } from '@uh/core/custom-protocols/protocol-document.schema';
import { COMPONENT_KIND_WORDS, unitOption } from '../../lib/protocol-words';
import type { ComponentDraft } from '../../lib/protocol-draft';
import { NumberInput, SelectInput, TextInput } from './form-controls';
import { TargetFields } from './target-fields';
import type { DraftForm } from './use-draft-form';

const KIND_OPTIONS = COMPONENT_KINDS.map((kind) => ({ value: kind, label: COMPONENT_KIND_WORDS[kind] }));
const UNIT_OPTIONS = UNITS.map((unit) => ({ value: unit, label: unitOption(unit) }));

function ScaleFields({ form, index, component }: { form: DraftForm; index: number; component: ComponentDraft }) {
  const path = `components.${index}`;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <NumberInput
        id={form.idFor(`${path}.min`)}
        label="Lowest rating"
        inputMode="numeric"
        value={component.scaleMin}
        onChange={(scaleMin) => form.changeComponent(index, { scaleMin })}
        error={form.errorFor(`${path}.min`)}
      />
      <NumberInput
        id={form.idFor(`${path}.max`)}
        label="Highest rating"
        inputMode="numeric"
        value={component.scaleMax}
        onChange={(scaleMax) => form.changeComponent(index, { scaleMax })}
        error={form.errorFor(`${path}.max`)}
      />
      <TextInput
        id={form.idFor(`${path}.labels`)}
        label="Words for each rating (optional)"
        hint="Separated by commas, lowest first: Low, OK, Good."
        autoComplete="off"
        value={component.scaleLabels}
        onChange={(scaleLabels) => form.changeComponent(index, { scaleLabels })}
        error={form.errorFor(`${path}.labels`)}
      />
    </div>
  );
}

/** One thing to log: its name, a hint, what kind of value, its unit or scale, and its target. */
export function ComponentFields({ form, index, component }: { form: DraftForm; index: number; component: ComponentDraft }) {
  const path = `components.${index}`;
  const hasTarget = component.kind !== 'check' && component.kind !== 'text';
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id={form.idFor(`${path}.label`)}
          label="Name"
          autoComplete="off"
          maxLength={80}
          placeholder="e.g. Time in the sauna"
          value={component.label}
          onChange={(label) => form.changeComponent(index, { label })}
          error={form.errorFor(`${path}.label`)}
        />
        <SelectInput<ComponentKind>
          id={form.idFor(`${path}.kind`)}
          label="How you log it"
          value={component.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => form.changeComponent(index, { kind })}
        />
      </div>
      <TextInput
        id={form.idFor(`${path}.hint`)}
        label="Hint (optional)"
        hint="Shown beside the name: a dose, a time, how to do it."
        autoComplete="off"
        maxLength={200}
        value={component.hint}
        onChange={(hint) => form.changeComponent(index, { hint })}
        error={form.errorFor(`${path}.hint`)}
      />
      {component.kind === 'measure' ? (
        <SelectInput<MeasureUnit>
          id={form.idFor(`${path}.unit`)}
          label="Unit"
          value={component.unit}
          options={UNIT_OPTIONS}
          onChange={(unit) => form.changeComponent(index, { unit })}
          className="sm:max-w-xs"
        />
      ) : null}
      {component.kind === 'scale' ? <ScaleFields form={form} index={index} component={component} /> : null}
      {hasTarget ? <TargetFields form={form} index={index} component={component} /> : null}
    </div>
  );
}
