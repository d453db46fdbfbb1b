import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import { Button } from '#ui/button';
import { Input } from '#ui/input';
import { Label } from '#ui/label';

type SizeFieldProps = {
  id: string;
  label: string;
  value: string;
  defaultValue: string;
  /** The shared hint under both size fields. */
  hintId: string;
  onChange: (value: string) => void;
  onReset: () => void;
};

/** Width or height as free text (spec §5: no validation, only the hint), with a reset to its default. */
export function SizeField({ id, label, value, defaultValue, hintId, onChange, onReset }: SizeFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hintId}
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
    </div>
  );
}
