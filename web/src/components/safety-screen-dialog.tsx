import { SAFETY_SCREENS } from '@uh/core/settings/safety-screen-texts';
import type { SafetyScreenKind } from '@uh/core/settings/safety-screen.logic';
import ShieldAlertIcon from 'lucide-react/icons/shield-alert';
import { useAcceptSafetyScreen } from '#lib/safety-screens';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';

export type SafetyScreenDialogProps = {
  kind: SafetyScreenKind;
  isOpen: boolean;
  /** After "I understand": the acceptance is saved for the person and the action goes on. */
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The short screen before a long fast or a very cold session: who should talk to a doctor first.
 * Shown until the person accepts it once (kept on the server, so on every device).
 */
export function SafetyScreenDialog({ kind, isOpen, onConfirm, onCancel }: SafetyScreenDialogProps) {
  const screen = SAFETY_SCREENS[kind];
  const accept = useAcceptSafetyScreen();
  const onUnderstand = () => {
    accept.mutate(kind);
    onConfirm();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={screen.title}
      description={screen.intro}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onUnderstand}>I understand</Button>
        </>
      }
    >
      <ul className="space-y-2 text-sm">
        {screen.risks.map((risk) => (
          <li key={risk} className="flex items-start gap-2">
            <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-warn" />
            {risk}
          </li>
        ))}
      </ul>
      <p className="text-sm font-medium">{screen.closing}</p>
    </Dialog>
  );
}
