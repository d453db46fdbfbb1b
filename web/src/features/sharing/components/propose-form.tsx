import { SHARE_DOMAIN_TITLES, shareProposalSchema, type ShareScopes } from '@uh/core/sharing/share-grants.schema';
import SendIcon from 'lucide-react/icons/send';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { SectionCard } from '#ui/section-card';
import { useProposeEntry } from '../api/use-shared-data';
import { proposalAnswerText, writtenDomains } from '../lib/share-words';

/** A sentence ("log a 3 minute plunge at 4 °C") the server reads into entries for the owner. */
export function ProposeForm({ grantId, name, scopes }: { grantId: number; name: string; scopes: ShareScopes }) {
  const propose = useProposeEntry(grantId);
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<{ kind: 'sent' | 'refused'; text: string } | null>(null);
  const written = writtenDomains(scopes).map((domain) => SHARE_DOMAIN_TITLES[domain]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = shareProposalSchema.shape.text.safeParse(text);
    if (!checked.success) {
      setAnswer({ kind: 'refused', text: checked.error.issues[0]?.message ?? 'Say what to log' });
      return;
    }
    try {
      const result = await propose.mutateAsync(text);
      setAnswer({ kind: 'sent', text: proposalAnswerText(result, name) });
      setText('');
    } catch (error) {
      setAnswer({ kind: 'refused', text: errorMessage(error) });
    }
  }

  return (
    <SectionCard
      id="shared-propose"
      title="Propose an entry"
      description={`Say what to log for ${name}. ${name} confirms it before it counts${written.length > 0 ? `; entries in ${written.join(', ')} are saved at once` : ''}.`}
      className="space-y-4"
    >
      <form onSubmit={(event) => void submit(event)} aria-label={`Propose an entry for ${name}`} className="space-y-3" noValidate>
        <FormField
          id="shared-propose-text"
          label="What to log"
          placeholder="e.g. log a 3 minute plunge at 4 °C"
          autoComplete="off"
          maxLength={500}
          value={text}
          error={answer?.kind === 'refused' ? answer.text : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={propose.isPending}>
          <SendIcon aria-hidden="true" className="size-4" />
          {propose.isPending ? 'Sending…' : 'Propose'}
        </Button>
      </form>
      {/* A refusal shows under the field; what was sent is said here. */}
      <p role="status" className="text-sm font-medium">
        {answer?.kind === 'sent' ? answer.text : ''}
      </p>
    </SectionCard>
  );
}
