import { MAX_SAFETY_QUESTIONS } from '@uh/core/custom-protocols/protocol-document.schema';
import PlusIcon from 'lucide-react/icons/plus';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Button } from '#ui/button';
import { FormSection, TextInput } from './form-controls';
import type { DraftForm } from './use-draft-form';

/** Questions asked once before the first log ("Are you well hydrated?"). */
export function SafetyFields({ form }: { form: DraftForm }) {
  const questions = form.draft.safetyQuestions;
  const setAt = (index: number, text: string) =>
    form.change({ safetyQuestions: questions.map((each, at) => (at === index ? text : each)) });
  const add = () => {
    form.change({ safetyQuestions: [...questions, ''] });
    requestAnimationFrame(() => document.getElementById(form.idFor(`safety.questions.${questions.length}`))?.focus());
  };
  const remove = (index: number) => {
    form.change({ safetyQuestions: questions.filter((_, at) => at !== index) });
    requestAnimationFrame(() => document.getElementById(form.idFor('safety.add'))?.focus());
  };
  return (
    <FormSection id={form.idFor('safety')} title="Safety questions (optional)">
      <p className="text-sm text-muted-foreground">Asked once, before you log it for the first time.</p>
      {questions.length > 0 ? (
        <ol className="space-y-3">
          {questions.map((question, index) => (
            <li key={index} className="flex items-end gap-2">
              <TextInput
                id={form.idFor(`safety.questions.${index}`)}
                label={`Question ${index + 1}`}
                autoComplete="off"
                maxLength={200}
                className="grow"
                value={question}
                onChange={(text) => setAt(index, text)}
                error={form.errorFor(`safety.questions.${index}`)}
              />
              <Button variant="ghost" size="icon" onClick={() => remove(index)}>
                <Trash2Icon aria-hidden="true" className="size-5" />
                <span className="sr-only">Remove question {index + 1}</span>
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      <Button id={form.idFor('safety.add')} variant="secondary" disabled={questions.length >= MAX_SAFETY_QUESTIONS} onClick={add}>
        <PlusIcon aria-hidden="true" className="size-4" />
        Add a question
      </Button>
    </FormSection>
  );
}
