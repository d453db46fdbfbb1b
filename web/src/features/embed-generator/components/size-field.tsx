import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { Input } from '#ui/input';
import { Label } from '#ui/label';

type SizeFieldProps = {
  id: string;
  label: string;
  value: string;
  /** Why what is typed is not a size (the code keeps the last valid one), or null. */
  error: string | null;
  defaultValue: string;
  /** The shared hint under both size fields. */
  hintId: string;
  onChange: (value: string) => void;
  onReset: () => void;
};

/** Width or height as typed, with its error under it and a reset to its default. */
export function SizeField({ id, label, value, error, defaultValue, hintId, onChange, onReset }: SizeFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
        />
        <Button
          variant="secondary"
          size="icon"
          className="shrink-0"
          aria-label={`Reset ${label.toLowerCase()} to ${defaultValue}`}
          onClick={onReset}
        >
          <RotateCcwIcon aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <FieldError id={errorId} message={error ?? undefined} />
    </div>
  );
}
