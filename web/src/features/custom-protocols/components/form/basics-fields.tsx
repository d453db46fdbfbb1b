import { PROTOCOL_COLORS, PROTOCOL_ICONS } from '@uh/core/custom-protocols/protocol-document.schema';
import { cn } from '#lib/cn';
import { FieldError } from '#ui/field-error';
import { Label } from '#ui/label';
import { PROTOCOL_COLOR_VIEWS, PROTOCOL_ICON_VIEWS } from '../../lib/protocol-look';
import { FormSection, TextInput } from './form-controls';
import type { DraftForm } from './use-draft-form';

const chip = cn(
  'flex size-11 cursor-pointer items-center justify-center rounded-control border border-input-border bg-surface',
  'peer-checked:border-2 peer-checked:border-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
);

function IconPicker({ form }: { form: DraftForm }) {
  const color = PROTOCOL_COLOR_VIEWS[form.draft.color];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Icon</legend>
      <div className="flex flex-wrap gap-2">
        {PROTOCOL_ICONS.map((icon) => {
          const { Icon, label } = PROTOCOL_ICON_VIEWS[icon];
          const id = `${form.idFor('icon')}-${icon}`;
          return (
            <div key={icon}>
              <input
                id={id}
                type="radio"
                name={form.idFor('icon')}
                checked={form.draft.icon === icon}
                onChange={() => form.change({ icon })}
                className="peer sr-only"
              />
              <label htmlFor={id} className={chip} title={label}>
                <Icon aria-hidden="true" className={cn('size-5', color.accent)} />
                <span className="sr-only">{label}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function ColorPicker({ form }: { form: DraftForm }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Colour</legend>
      <div className="flex flex-wrap gap-2">
        {PROTOCOL_COLORS.map((color) => {
          const look = PROTOCOL_COLOR_VIEWS[color];
          const id = `${form.idFor('color')}-${color}`;
          return (
            <div key={color}>
              <input
                id={id}
                type="radio"
                name={form.idFor('color')}
                checked={form.draft.color === color}
                onChange={() => form.change({ color })}
                className="peer sr-only"
              />
              <label htmlFor={id} className={chip} title={look.label}>
                <span aria-hidden="true" className={cn('size-6 rounded-full', look.swatch)} />
                <span className="sr-only">{look.label}</span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Name, description, icon and colour. */
export function BasicsFields({ form }: { form: DraftForm }) {
  const descriptionId = form.idFor('description');
  const descriptionError = form.errorFor('description');
  return (
    <FormSection id={form.idFor('basics')} title="About it">
      <TextInput
        id={form.idFor('title')}
        label="Name"
        autoComplete="off"
        maxLength={80}
        placeholder="e.g. Sauna"
        value={form.draft.title}
        onChange={(title) => form.change({ title })}
        error={form.errorFor('title')}
      />
      <div className="space-y-2">
        <Label htmlFor={descriptionId}>Description (optional)</Label>
        <textarea
          id={descriptionId}
          rows={3}
          maxLength={2000}
          value={form.draft.description}
          onChange={(event) => form.change({ description: event.target.value })}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          className="block w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground"
        />
        <FieldError id={`${descriptionId}-error`} message={descriptionError} />
      </div>
      <IconPicker form={form} />
      <ColorPicker form={form} />
    </FormSection>
  );
}
