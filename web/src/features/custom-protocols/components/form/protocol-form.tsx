import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';
import { validateDraft } from '../../lib/draft-document';
import type { ProtocolDraft } from '../../lib/protocol-draft';
import { BasicsFields } from './basics-fields';
import { ComponentsFields } from './components-fields';
import { SafetyFields } from './safety-fields';
import { ScheduleFields } from './schedule-fields';
import { useDraftForm } from './use-draft-form';

type ProtocolFormProps = {
  heading: string;
  initial: ProtocolDraft;
  submitLabel: string;
  /** Sends the checked document; what it throws is shown under its field, or for the whole form. */
  onSave: (document: ProtocolDocument) => Promise<void>;
  onCancel: () => void;
};

/** A 400 about one field of the document ("document.title: …"), as a path the form knows. */
function refusedField(error: unknown): { path: string; message: string } | null {
  if (!(error instanceof Error) || !error.message.startsWith('400:')) return null;
  const match = /^(?:document\.)?([\w.]+): (.+)$/s.exec(errorMessage(error));
  return match ? { path: match[1]!, message: match[2]! } : null;
}

/** The whole protocol as a form (no JSON needed), checked by the same schema as the server. */
export function ProtocolForm({ heading, initial, submitLabel, onSave, onCancel }: ProtocolFormProps) {
  const { form, setHasTriedSaving, setServerErrors } = useDraftForm(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedSaving(true);
    setRefusal(null);
    const { document: checked } = validateDraft(form.draft);
    if (!checked) return focusFirstProblem();
    setIsSaving(true);
    try {
      await onSave(checked);
    } catch (error) {
      const field = refusedField(error);
      if (field && document.getElementById(form.idFor(field.path))) {
        setServerErrors({ [field.path]: field.message });
      } else {
        setRefusal(errorMessage(error));
      }
      focusFirstProblem();
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="protocol-form-heading" className="space-y-6">
      <h2 id="protocol-form-heading" tabIndex={-1} className="text-xl font-semibold outline-none">
        {heading}
      </h2>
      <BasicsFields form={form} />
      <ScheduleFields form={form} />
      <ComponentsFields form={form} />
      <SafetyFields form={form} />
      {refusal ? (
        <p
          role="alert"
          tabIndex={-1}
          className="flex items-start gap-2 text-sm font-medium text-destructive outline-none dark:text-status-bad"
        >
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Couldn’t save the protocol: {refusal}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
