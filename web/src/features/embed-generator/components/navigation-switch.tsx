import { Switch } from '#ui/switch';

/** The navigation toggle (docs/product.md §2, default off). */
export function NavigationSwitch({ isOn, onChange }: { isOn: boolean; onChange: (isOn: boolean) => void }) {
  return (
    <Switch
      id="embed-navigation"
      label="Show navigation"
      hint="A compact menu inside the widget for moving between the features."
      isOn={isOn}
      onChange={onChange}
    />
  );
}
