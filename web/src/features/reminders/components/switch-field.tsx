import type { ComponentProps } from 'react';
import { Switch } from '#ui/switch';

/** A reminder or channel switch: the app's switch, its label set as large as a settings row's. */
export function SwitchField(props: Omit<ComponentProps<typeof Switch>, 'labelClassName'>) {
  return <Switch {...props} labelClassName="font-medium" />;
}
