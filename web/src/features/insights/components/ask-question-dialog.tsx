import type { Insight } from '@uh/core/insights/insights.schema';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { readableServerError } from '#lib/server-field-errors';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { toast } from '#ui/use-toast';
import { ownProtocolsQueryOptions } from '../api/insights-queries';
import { useAddInsightPair } from '../api/use-insight-mutations';
import { pairInWords } from '../lib/insight-words';
import { factorChoices, groupChoices, LAG_CHOICES, outcomeChoices, type PairChoice } from '../lib/pair-choices';
import {
  checkPairDraft,
  EMPTY_PAIR_DRAFT,
  pairFieldId,
  pairServerErrors,
  type PairDraft,
  type PairField,
  type PairFieldErrors,
} from '../lib/pair-form';
import { PairSelect } from './pair-select';

const FORM_ID = 'insight-pair-form';

type AskQuestionDialogProps = { isOpen: boolean; onClose: () => void; existing: readonly Insight[]; onAdded: (insight: Insight) => void };

/** "Ask a question": a factor, an outcome and a lag of the person's choosing, added as a pair. */
export function AskQuestionDialog({ isOpen, onClose, existing, onAdded }: AskQuestionDialogProps) {
  const add = useAddInsightPair();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Ask a question"
      description="Pick something you do and something it might change. Each question you add makes every test a little stricter, so ask the ones you care about."
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add question'}
          </Button>
        </>
      }
    >
      {/* Mounted only while open, so each opening starts from an empty form. */}
      {isOpen ? <PairForm existing={existing} add={add} onAdded={onAdded} /> : null}
    </Dialog>
  );
}

type PairFormProps = { existing: readonly Insight[]; add: ReturnType<typeof useAddInsightPair>; onAdded: (insight: Insight) => void };

const FIELD_ORDER: readonly PairField[] = ['factor', 'outcome', 'lag'];

function ChoiceOptions<TValue>({ choices }: { choices: readonly PairChoice<TValue>[] }) {
  return groupChoices(choices).map(({ group, groupKey, choices: inGroup }) => (
    <optgroup key={groupKey} label={group}>
      {inGroup.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.label}
        </option>
      ))}
    </optgroup>
  ));
}

function PairForm({ existing, add, onAdded }: PairFormProps) {
  const protocols = useQuery(ownProtocolsQueryOptions());
  const factors = factorChoices(protocols.data ?? []);
  const outcomes = outcomeChoices(protocols.data ?? []);
  const [draft, setDraft] = useState<PairDraft>(EMPTY_PAIR_DRAFT);
  const [errors, setErrors] = useState<PairFieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);

  const change = (field: keyof PairDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors({});
    setGeneral(null);
  };
  const showErrors = (found: PairFieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(pairFieldId(first))?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPairDraft(draft, { factors, outcomes }, existing);
    if (checked.errors) return showErrors(checked.errors);
    setGeneral(null);
    add.mutate(checked.pair, {
      onSuccess: (insight) => {
        toast({ title: 'Question added', description: `${pairInWords(insight)}: worked out with your other questions.` });
        onAdded(insight);
      },
      onError: (error) => {
        const fields = pairServerErrors(error);
        if (Object.keys(fields).length > 0) showErrors(fields);
        else setGeneral(readableServerError(error));
      },
    });
  };

  return (
    <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-4">
      {general ? (
        <p role="alert" className="text-sm font-medium text-destructive dark:text-status-bad">
          {general}
        </p>
      ) : null}
      <PairSelect
        id={pairFieldId('factor')}
        label="What you did"
        hint={
          protocols.isPending
            ? 'Your own protocols are loading.'
            : protocols.isError
              ? 'Your own protocols could not be loaded; the built-in ones are here.'
              : undefined
        }
        value={draft.factorId}
        error={errors.factor}
        onChange={(value) => change('factorId', value)}
      >
        <option value="">Choose…</option>
        <ChoiceOptions choices={factors} />
      </PairSelect>
      <PairSelect
        id={pairFieldId('outcome')}
        label="What it might change"
        value={draft.outcomeId}
        error={errors.outcome}
        onChange={(value) => change('outcomeId', value)}
      >
        <option value="">Choose…</option>
        <ChoiceOptions choices={outcomes} />
      </PairSelect>
      <PairSelect
        id={pairFieldId('lag')}
        label="When to look"
        hint="Sleep, HRV and resting heart rate are dated by the morning the night ended."
        value={draft.lag}
        error={errors.lag}
        onChange={(value) => change('lag', value)}
      >
        {LAG_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </PairSelect>
    </form>
  );
}
