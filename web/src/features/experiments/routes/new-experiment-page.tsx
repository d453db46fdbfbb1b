import { DEFAULT_STOPPING_MIN_DAYS, DEFAULT_STOPPING_THRESHOLD } from '@uh/core/experiments/experiments.schema';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { readableServerError } from '#lib/server-field-errors';
import { useDocumentTitle } from '#lib/use-document-title';
import { Button, buttonClasses } from '#ui/button';
import { Card } from '#ui/card';
import { Spinner } from '#ui/spinner';
import { toast } from '#ui/use-toast';
import { ownProtocolsQueryOptions } from '../api/experiments-queries';
import { useCreateExperiment } from '../api/use-experiment-mutations';
import { RadioField, SelectField, TextField } from '../components/experiment-fields';
import { PlanStrip, PlanStripKey } from '../components/plan-strip';
import { useToday } from '../components/use-today';
import { interventionChoices, outcomeChoices, outcomeInWords, interventionLabel, type Choice } from '../lib/experiment-choices';
import {
  checkExperimentDraft,
  draftFromQuery,
  experimentFieldId,
  FIELD_ORDER,
  experimentServerErrors,
  outcomeDefaults,
  previewPlan,
  type ExperimentDraft,
  type ExperimentField,
  type ExperimentFieldErrors,
} from '../lib/experiment-form';
import { LAG_WORDS, planSummary, questionText, stripDays } from '../lib/experiment-words';

const LAG_CHOICES = (Object.keys(LAG_WORDS) as (keyof typeof LAG_WORDS)[]).map((lag) => ({
  value: lag,
  label: LAG_WORDS[lag].replace(/^the /, 'The '),
}));

function ChoiceOptions<TValue>({ choices }: { choices: readonly Choice<TValue>[] }) {
  const groups = [...new Set(choices.map((choice) => choice.group))];
  return groups.map((group) => (
    <optgroup key={group} label={group}>
      {choices
        .filter((choice) => choice.group === group)
        .map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
    </optgroup>
  ));
}

/** /experiments/new: an experiment's question, the change that matters, the design and the start, with the plan it gives. */
export function NewExperimentPage() {
  useDocumentTitle('New experiment');
  const today = useToday();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">New experiment</h1>
        <p className="text-muted-foreground">
          Plan days with a habit and days without it, fixed before you start, so that what it changes can be told apart from what merely
          comes with it.
        </p>
      </header>
      {today ? <ExperimentForm today={today} /> : <Spinner label="Loading" className="min-h-24" />}
    </div>
  );
}

function ExperimentForm({ today }: { today: string }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const protocols = useQuery(ownProtocolsQueryOptions());
  const create = useCreateExperiment();
  const [draft, setDraft] = useState<ExperimentDraft>(() => draftFromQuery(search, today));
  const [errors, setErrors] = useState<ExperimentFieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);

  const own = protocols.data ?? [];
  const interventions = interventionChoices(own);
  const outcomes = outcomeChoices(own);
  const intervention = interventions.find((choice) => choice.id === draft.interventionId)?.value;
  const outcome = outcomes.find((choice) => choice.id === draft.outcomeId)?.value;
  const outcomeWords = outcome ? outcomeInWords(outcome, own) : null;
  const plan = previewPlan(draft);

  const change = <TKey extends keyof ExperimentDraft>(key: TKey, value: ExperimentDraft[TKey]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors({});
    setGeneral(null);
  };
  // Another outcome has another unit: its sensible change and direction replace the last one's.
  const changeOutcome = (outcomeId: string) => {
    setDraft((current) => ({ ...current, outcomeId, ...outcomeDefaults(outcomeId) }));
    setErrors({});
  };
  const showErrors = (found: ExperimentFieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(experimentFieldId(first))?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkExperimentDraft(draft, { interventions, outcomes }, today);
    if (checked.errors) return showErrors(checked.errors);
    create.mutate(checked.body, {
      onSuccess: (created) => {
        toast({ title: 'Experiment started', description: 'Its plan is fixed: follow each day as it asks.' });
        navigate(`/experiments/${created.id}`);
      },
      onError: (error) => {
        const fields = experimentServerErrors(error);
        if (Object.keys(fields).length > 0) showErrors(fields);
        else setGeneral(readableServerError(error));
      },
    });
  };

  const fieldProps = (field: ExperimentField & keyof ExperimentDraft) => ({
    id: experimentFieldId(field),
    value: draft[field],
    error: errors[field],
    onChange: (value: string) => change(field, value),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {general ? (
        <p role="alert" className="text-sm font-medium text-destructive dark:text-status-bad">
          {general}
        </p>
      ) : null}
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-xl font-semibold">The question</h2>
        {intervention && outcomeWords ? (
          <p className="text-lg" aria-live="polite">
            {questionText({
              habit: interventionLabel(intervention, own),
              outcome: outcomeWords.label,
              lag: draft.lag,
              direction: draft.direction,
            })}
          </p>
        ) : null}
        <SelectField
          id={experimentFieldId('intervention')}
          label="The habit to switch on and off"
          hint={protocols.isPending ? 'Your own protocols are loading.' : 'A habit done or not: amounts are not switched on and off.'}
          value={draft.interventionId}
          error={errors.intervention}
          onChange={(value) => change('interventionId', value)}
        >
          <option value="">Choose…</option>
          <ChoiceOptions choices={interventions} />
        </SelectField>
        <SelectField
          id={experimentFieldId('outcome')}
          label="What it might change"
          value={draft.outcomeId}
          error={errors.outcome}
          onChange={changeOutcome}
        >
          <option value="">Choose…</option>
          <ChoiceOptions choices={outcomes} />
        </SelectField>
        <SelectField
          id={experimentFieldId('lag')}
          label="When to look"
          hint="Sleep, HRV and resting heart rate are dated by the morning the night ended."
          value={draft.lag}
          error={errors.lag}
          onChange={(value) => change('lag', value as ExperimentDraft['lag'])}
        >
          {LAG_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      </Card>

      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-xl font-semibold">What would matter to you</h2>
        <TextField
          {...fieldProps('smallestChange')}
          label="Smallest change that matters"
          hint={`Less than this would not be worth the habit to you${outcomeWords ? ` (${outcomeDefaults(draft.outcomeId).smallestChange} ${outcomeWords.unit} is a sensible start)` : ''}.`}
          suffix={outcomeWords?.unit}
          inputMode="decimal"
        />
        <RadioField
          name="experiment-direction"
          legend="Hoped direction"
          value={draft.direction}
          onChange={(value) => change('direction', value)}
          choices={[
            { value: 'increase', label: 'Up' },
            { value: 'decrease', label: 'Down' },
          ]}
        />
      </Card>

      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-xl font-semibold">The design</h2>
        <RadioField
          name="experiment-design"
          legend="Order of the blocks"
          value={draft.designKind}
          onChange={(value) => change('designKind', value)}
          choices={[
            { value: 'abab', label: 'Alternating (ABAB)', hint: 'After the baseline: on, off, on, off…' },
            {
              value: 'randomisedBlocks',
              label: 'Randomised blocks',
              hint: 'Each pair of blocks on-then-off or off-then-on by a fair draw.',
            },
          ]}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...fieldProps('baselineDays')}
            label="Baseline"
            hint="0 to 14 days without the habit first."
            suffix="days"
            inputMode="numeric"
          />
          <TextField {...fieldProps('blockDays')} label="Block length" hint="2 to 7 days." suffix="days" inputMode="numeric" />
          <TextField
            {...fieldProps('maxDays')}
            label="Longest it runs"
            hint="14 to 56 days, baseline included."
            suffix="days"
            inputMode="numeric"
          />
          <TextField
            {...fieldProps('washoutDays')}
            label="Settling-in days"
            hint="0 to 3 days at the start of each later block, not counted."
            suffix="days"
            inputMode="numeric"
          />
        </div>
        <RadioField
          name="experiment-stopping"
          legend="When it ends"
          value={draft.stoppingKind}
          onChange={(value) => change('stoppingKind', value)}
          choices={[
            { value: 'fixed', label: 'At the end of the plan', hint: 'The figures count once, on the last day.' },
            {
              value: 'early',
              label: 'Early, once it is clear',
              hint: `Looked at each day from day ${DEFAULT_STOPPING_MIN_DAYS}: it ends once either answer is this likely.`,
            },
          ]}
        />
        {draft.stoppingKind === 'early' ? (
          <TextField
            {...fieldProps('threshold')}
            label="Probability that ends it"
            hint={`0.8 to 0.99; ${DEFAULT_STOPPING_THRESHOLD} is usual. Stricter than the verdicts' 0.8, since it is looked at every day.`}
            inputMode="decimal"
          />
        ) : null}
        <TextField {...fieldProps('startDay')} label="First day" type="date" min={today} className="w-44" />
      </Card>

      <Card className="space-y-3 p-4 sm:p-6">
        <h2 id="experiment-preview-heading" className="text-xl font-semibold">
          {draft.designKind === 'randomisedBlocks' ? 'The plan (example order)' : 'The plan'}
        </h2>
        {plan ? (
          <>
            <p className="text-sm text-muted-foreground">
              {planSummary(plan)}.
              {draft.designKind === 'randomisedBlocks'
                ? ' The order of the blocks is drawn when the experiment starts: yours will differ from this example.'
                : ''}
            </p>
            <PlanStrip days={stripDays(plan, undefined, today)} labelledBy="experiment-preview-heading" />
            <PlanStripKey withMarks={false} />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">The plan shows once the design's days are valid.</p>
        )}
      </Card>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Starting…' : 'Start the experiment'}
        </Button>
        <Link href="/experiments" className={buttonClasses({ variant: 'ghost' })}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
