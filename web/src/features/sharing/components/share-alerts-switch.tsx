import { Switch } from '#ui/switch';

type ShareAlertsSwitchProps = { id: string; isOn: boolean; onChange: (isOn: boolean) => void };

/** Whether the person shared with is told of a fast past 48 hours or a daily protocol missed 3 days running. */
export function ShareAlertsSwitch({ id, isOn, onChange }: ShareAlertsSwitchProps) {
  return (
    <Switch
      id={id}
      label="Alert them"
      hint="Through their own reminders: a fast past 48 hours (with fasting shared), the 30-30-30 missed 3 days running (with progress shared)."
      isOn={isOn}
      onChange={onChange}
    />
  );
}
