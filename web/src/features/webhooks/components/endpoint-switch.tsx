import { Switch } from '#ui/switch';

type EndpointSwitchProps = { id: string; endpointUrl: string; isOn: boolean; isDisabled: boolean; onChange: (isOn: boolean) => void };

/** Whether events go to the endpoint; its name carries the URL so each row's switch is told apart. */
export function EndpointSwitch({ endpointUrl, ...props }: EndpointSwitchProps) {
  return (
    <Switch
      {...props}
      label={
        <>
          Send events<span className="sr-only"> to {endpointUrl}</span>
        </>
      }
    />
  );
}
