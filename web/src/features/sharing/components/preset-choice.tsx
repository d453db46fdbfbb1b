import { SHARE_PRESETS, type SharePreset } from '@uh/core/sharing/share-grants.schema';
import { cn } from '#lib/cn';
import { PRESET_LABELS } from '../lib/share-words';

const PRESET_HINTS: Record<SharePreset, string> = {
  household: 'Someone at home: sees how it is going, changes nothing.',
  coach: 'A coach: reads your protocols and progress and suggests entries you confirm.',
  custom: 'Your own choice, row by row.',
};

/** Household, Coach or Custom as native radios drawn as a segmented control (arrows and Space work). */
export function PresetChoice({ value, onChange }: { value: SharePreset; onChange: (preset: SharePreset) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Start from</legend>
      <div className="flex flex-wrap gap-2">
        {SHARE_PRESETS.map((preset) => {
          const id = `share-preset-${preset}`;
          return (
            <div key={preset}>
              <input
                id={id}
                type="radio"
                name="share-preset"
                value={preset}
                checked={value === preset}
                onChange={() => onChange(preset)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center rounded-control border border-input-border bg-surface px-4 py-2 font-medium transition-colors duration-150',
                  'hover:bg-surface-muted peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                )}
              >
                {PRESET_LABELS[preset]}
              </label>
            </div>
          );
        })}
      </div>
      <p className="text-sm text-muted-foreground">{PRESET_HINTS[value]}</p>
    </fieldset>
  );
}
