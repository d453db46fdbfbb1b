import CheckIcon from 'lucide-react/icons/check';
import { useId } from 'react';
import { cn } from '#lib/cn';
import type { ChecklistItemDefinition, ItemAccent } from '../lib/checklist-items';

const ACCENTS: Record<ItemAccent, { icon: string; checked: string; mark: string }> = {
  thirty: {
    icon: 'bg-protocol-thirty-soft text-protocol-thirty',
    checked: 'border-protocol-thirty',
    mark: 'border-protocol-thirty bg-protocol-thirty',
  },
  fasting: {
    icon: 'bg-protocol-fasting-soft text-protocol-fasting',
    checked: 'border-protocol-fasting',
    mark: 'border-protocol-fasting bg-protocol-fasting',
  },
  cold: {
    icon: 'bg-protocol-cold-soft text-protocol-cold',
    checked: 'border-protocol-cold',
    mark: 'border-protocol-cold bg-protocol-cold',
  },
  biometrics: {
    icon: 'bg-protocol-biometrics-soft text-protocol-biometrics',
    checked: 'border-protocol-biometrics',
    mark: 'border-protocol-biometrics bg-protocol-biometrics',
  },
  coach: {
    icon: 'bg-protocol-coach-soft text-protocol-coach',
    checked: 'border-protocol-coach',
    mark: 'border-protocol-coach bg-protocol-coach',
  },
};

type Props = { item: ChecklistItemDefinition; hint: string; checked: boolean; onToggle: () => void };

/** The whole card is the checkbox (docs/design.md): named by its title, described by its hint. */
export function ChecklistItemCard({ item, hint, checked, onToggle }: Props) {
  const titleId = useId();
  const hintId = useId();
  const accent = ACCENTS[item.accent];
  const { Icon } = item;
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-labelledby={titleId}
      aria-describedby={hintId}
      onClick={onToggle}
      data-item={item.key}
      className={cn(
        'flex min-h-20 w-full items-center gap-3 rounded-card border-2 bg-surface p-4 text-left shadow-card',
        'transition-colors duration-200 hover:bg-surface-muted',
        checked ? accent.checked : 'border-border',
      )}
    >
      <span aria-hidden="true" className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', accent.icon)}>
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span id={titleId} className="block font-semibold">
          {item.title}
        </span>
        <span id={hintId} className="block text-sm text-muted-foreground">
          {hint}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-surface transition-colors duration-200',
          checked ? accent.mark : 'border-input-border bg-surface',
        )}
      >
        {checked ? <CheckIcon className="size-4" strokeWidth={3} /> : null}
      </span>
    </button>
  );
}
