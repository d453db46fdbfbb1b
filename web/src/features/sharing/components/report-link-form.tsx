import type { ProgressRange } from '@uh/core/progress/progress.schema';
import { REPORT_LINK_DEFAULT_DAYS, reportLinkCreateSchema, type ReportLinkCreated } from '@uh/core/sharing/report-links.schema';
import LinkIcon from 'lucide-react/icons/link';
import { useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { Label } from '#ui/label';
import { useReportLinkChanges } from '../api/use-report-links';
import { DEFAULT_REPORT_RANGE, LINK_DAY_CHOICES } from '../lib/report-words';
import { ReportLinkCreatedPanel } from './report-link-created';
import { ReportPeriodChoice } from './report-period-choice';
import { SELECT_CLASSES } from './scope-grid';

const SUBMIT_ID = 'report-link-submit';

/** A link to the report for someone without an account: which period, and for how long; its passcode is shown once. */
export function ReportLinkForm({ timeZone }: { timeZone: string }) {
  const changes = useReportLinkChanges();
  const [range, setRange] = useState<ProgressRange>(DEFAULT_REPORT_RANGE);
  const [days, setDays] = useState<number>(REPORT_LINK_DEFAULT_DAYS);
  const [problem, setProblem] = useState<string | undefined>();
  const [created, setCreated] = useState<ReportLinkCreated | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = reportLinkCreateSchema.safeParse({ range, days });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    const answer = await changes.create(checked.data);
    setProblem(answer.problem ?? undefined);
    setCreated(answer.created);
  }
  const done = () => {
    setCreated(null);
    document.getElementById(SUBMIT_ID)?.focus();
  };

  return (
    <div className="space-y-4">
      <form onSubmit={(event) => void submit(event)} aria-labelledby="report-link-heading" className="space-y-4" noValidate>
        <div className="space-y-1">
          <h3 id="report-link-heading" className="font-semibold">
            Make a link for someone without an account
          </h3>
          <p className="text-sm text-muted-foreground">
            They open the report at its address with a passcode, for as long as you choose. You can end it at any time.
          </p>
        </div>
        <ReportPeriodChoice name="report-link-range" legend="Period" value={range} onChange={setRange} />
        <div className="space-y-1 sm:max-w-xs">
          <Label htmlFor="report-link-days">Link works for</Label>
          <select
            id="report-link-days"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className={SELECT_CLASSES}
            aria-describedby={problem ? 'report-link-error' : undefined}
          >
            {LINK_DAY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice} days
              </option>
            ))}
          </select>
        </div>
        <FieldError id="report-link-error" message={problem} />
        <Button id={SUBMIT_ID} type="submit" disabled={changes.isChanging}>
          <LinkIcon aria-hidden="true" className="size-4" />
          {changes.isChanging ? 'Making the link…' : 'Make link'}
        </Button>
      </form>
      {created ? <ReportLinkCreatedPanel link={created} timeZone={timeZone} onDone={done} /> : null}
    </div>
  );
}
