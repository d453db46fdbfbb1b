import { MAX_COMPONENTS } from '@uh/core/custom-protocols/protocol-document.schema';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import PlusIcon from 'lucide-react/icons/plus';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { newComponentDraft, type ComponentDraft } from '../../lib/protocol-draft';
import { ComponentFields } from './component-fields';
import { FormSection } from './form-controls';
import { GroupFields } from './group-fields';
import type { DraftForm } from './use-draft-form';

const itemName = (component: ComponentDraft, index: number) => component.label.trim() || `item ${index + 1}`;

/** Moves, removes and adds items; focus follows the item so a keyboard user stays in place. */
function useItemActions(form: DraftForm) {
  const { components } = form.draft;
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  return {
    move: (index: number, direction: -1 | 1) => {
      const next = [...components];
      [next[index], next[index + direction]] = [next[index + direction]!, next[index]!];
      form.change({ components: next });
      focusLater(`${form.idFor(`components.${index + direction}`)}-${direction < 0 ? 'up' : 'down'}`);
    },
    remove: (index: number) => {
      form.change({ components: components.filter((_, at) => at !== index) });
      focusLater(form.idFor('components.add'));
    },
    add: () => {
      form.change({ components: [...components, newComponentDraft('check')] });
      focusLater(form.idFor(`components.${components.length}.label`));
    },
  };
}

/** The things logged for this protocol (up to 20), and when a day counts as done. */
export function ComponentsFields({ form }: { form: DraftForm }) {
  const { components } = form.draft;
  const actions = useItemActions(form);
  const listError = form.errorFor('components');
  return (
    <FormSection id={form.idFor('components')} title="What you log">
      <ol className="space-y-4">
        {components.map((component, index) => {
          const name = itemName(component, index);
          const buttonId = form.idFor(`components.${index}`);
          return (
            <li key={component.key} className="space-y-4 rounded-control border border-border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold">Item {index + 1}</h4>
                <div className="flex gap-1">
                  <Button id={`${buttonId}-up`} variant="ghost" size="icon" disabled={index === 0} onClick={() => actions.move(index, -1)}>
                    <ArrowUpIcon aria-hidden="true" className="size-5" />
                    <span className="sr-only">Move {name} up</span>
                  </Button>
                  <Button
                    id={`${buttonId}-down`}
                    variant="ghost"
                    size="icon"
                    disabled={index === components.length - 1}
                    onClick={() => actions.move(index, 1)}
                  >
                    <ArrowDownIcon aria-hidden="true" className="size-5" />
                    <span className="sr-only">Move {name} down</span>
                  </Button>
                  <Button variant="ghost" size="icon" disabled={components.length === 1} onClick={() => actions.remove(index)}>
                    <Trash2Icon aria-hidden="true" className="size-5" />
                    <span className="sr-only">Remove {name}</span>
                  </Button>
                </div>
              </div>
              <ComponentFields form={form} index={index} component={component} />
            </li>
          );
        })}
      </ol>
      <FieldError id={`${form.idFor('components')}-error`} message={listError} />
      <Button id={form.idFor('components.add')} variant="secondary" disabled={components.length >= MAX_COMPONENTS} onClick={actions.add}>
        <PlusIcon aria-hidden="true" className="size-4" />
        Add an item
      </Button>
      {components.length >= MAX_COMPONENTS ? (
        <p className="text-sm text-muted-foreground">A protocol holds at most {MAX_COMPONENTS} items.</p>
      ) : null}
      {components.length > 1 ? <GroupFields form={form} /> : null}
    </FormSection>
  );
}
