import { Label } from '#ui/label';
import { EXPIRY_CHOICES, EXPIRY_LABELS, type ExpiryChoice } from '../lib/share-words';
import { SELECT_CLASSES } from './scope-grid';

type ExpirySelectProps<TExtra extends string> = {
  id: string;
  label: string;
  value: ExpiryChoice | NoInfer<TExtra>;
  onChange: (value: ExpiryChoice | NoInfer<TExtra>) => void;
  /** A choice before the lengths (the edit form's "Keep the current end date"). */
  extra?: { value: TExtra; label: string };
};

/** How long a share lasts: 30 days, 90 days, 1 year, or Never, which is only ever picked on purpose. */
export function ExpirySelect<TExtra extends string = never>({ id, label, value, onChange, extra }: ExpirySelectProps<TExtra>) {
  const options: { value: ExpiryChoice | TExtra; label: string }[] = [
    ...(extra ? [extra] : []),
    ...EXPIRY_CHOICES.map((choice) => ({ value: choice, label: EXPIRY_LABELS[choice] })),
  ];
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} value={value} onChange={(event) => onChange(options[event.target.selectedIndex]!.value)} className={SELECT_CLASSES}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
