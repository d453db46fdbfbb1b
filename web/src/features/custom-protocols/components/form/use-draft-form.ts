import { useId, useState } from 'react';
import { validateDraft, type DraftErrors } from '../../lib/draft-document';
import type { ComponentDraft, ProtocolDraft } from '../../lib/protocol-draft';

export type DraftForm = {
  draft: ProtocolDraft;
  change: (patch: Partial<ProtocolDraft>) => void;
  changeComponent: (index: number, patch: Partial<ComponentDraft>) => void;
  /** The message for a field by its path in the document ("components.0.label"). */
  errorFor: (path: string) => string | undefined;
  /** The input's id for that path, so a message can send focus to its field. */
  idFor: (path: string) => string;
};

/**
 * The form's draft and its messages: checked by core's schema once a save was tried, then again
 * on every change; the server's word on a field stands until the form is changed.
 */
export function useDraftForm(initial: ProtocolDraft) {
  const prefix = useId().replace(/:/g, '');
  const [draft, setDraft] = useState(initial);
  const [hasTriedSaving, setHasTriedSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});

  const clientErrors = hasTriedSaving ? (validateDraft(draft).errors ?? {}) : {};
  const update = (next: (current: ProtocolDraft) => ProtocolDraft) => {
    setDraft(next);
    setServerErrors({});
  };

  const form: DraftForm = {
    draft,
    change: (patch) => update((current) => ({ ...current, ...patch })),
    changeComponent: (index, patch) =>
      update((current) => ({
        ...current,
        components: current.components.map((component, at) => (at === index ? { ...component, ...patch } : component)),
      })),
    errorFor: (path) => clientErrors[path] ?? serverErrors[path],
    idFor: (path) => `${prefix}-${path.replace(/\./g, '-')}`,
  };
  return { form, setHasTriedSaving, setServerErrors };
}
