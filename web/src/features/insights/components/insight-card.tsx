import type { Insight } from '@uh/core/insights/insights.schema';
import EyeIcon from 'lucide-react/icons/eye';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import FlaskConicalIcon from 'lucide-react/icons/flask-conical';
import Trash2Icon from 'lucide-react/icons/trash-2';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '#ui/button';
import { adjustedPText, effectWords, gateProgress, INSIGHT_CAVEAT, LAG_WORDS, pairedDaysText, pairInWords } from '../lib/insight-words';

/** The id of a card's Hide/Show button: focus follows the card to its new section. */
export const toggleButtonId = (key: string) => `insight-toggle-${key}`;

/**
 * A yes/no habit can be tested by an experiment: its page is opened with the pair in the address,
 * in the words the question's selects use ("protocol.coldExposure", "custom.12", "biometric.hrvMs",
 * "component.12.mood"), so the two features meet by URL and neither imports the other.
 */
export function experimentHref({ factor, outcome, lag }: Pick<Insight, 'factor' | 'outcome' | 'lag'>): string | null {
  if (factor.kind !== 'protocol' && factor.kind !== 'customProtocol') return null;
  const query = new URLSearchParams({
    factor: factor.kind === 'protocol' ? `protocol.${factor.protocol}` : `custom.${factor.protocolId}`,
    outcome: outcome.kind === 'biometric' ? `biometric.${outcome.metric}` : `component.${outcome.protocolId}.${outcome.componentId}`,
    lag,
  });
  return `/experiments/new?${query.toString()}`;
}

type InsightCardProps = {
  insight: Insight;
  isBusy: boolean;
  onToggleHidden: (insight: Insight) => void;
  onDelete: (insight: Insight) => void;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-t border-border py-2 first:border-t-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="figures font-medium">{children}</dd>
    </div>
  );
}

/** Paired days toward the gate's 14, as a bar and in words. */
function GateProgress({ pairedDays, titleId }: { pairedDays: number; titleId: string }) {
  const progress = gateProgress(pairedDays);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={progress.max}
        aria-valuenow={progress.value}
        aria-valuetext={progress.text}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="figures text-sm text-muted-foreground">{progress.text}</p>
    </div>
  );
}

/** One pair: what the data says (or what is missing before it can say anything), and the caveat. */
export function InsightCard({ insight, isBusy, onToggleHidden, onDelete }: InsightCardProps) {
  const titleId = `insight-${insight.key}`;
  const pair = pairInWords(insight);
  const effect = effectWords(insight);
  const isGated = !insight.hidden && insight.status === 'notEnoughData';
  const testHref = insight.hidden ? null : experimentHref(insight);
  return (
    <article
      aria-labelledby={titleId}

      className="flex h-full flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6"
    >
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {insight.origin === 'added' ? 'Your question' : 'Suggested'}
      </p>
      <h3 id={titleId} className="font-semibold">
        {pair}
      </h3>
      {!insight.hidden && insight.sentence ? <p className="text-lg">{insight.sentence}</p> : null}
      {isGated && insight.missing ? <p>{insight.missing}</p> : null}
      {isGated ? <GateProgress pairedDays={insight.pairedDays} titleId={titleId} /> : null}
      {insight.hidden ? (
        <p className="text-sm text-muted-foreground">Hidden: left out of the tests.</p>
      ) : (
        <dl className="text-sm">
          {/* Below the gate the progress figure counts the days already. */}
          {isGated ? null : <Fact label="Days">{pairedDaysText(insight.pairedDays)}</Fact>}
          <Fact label="When">{LAG_WORDS[insight.lag]}</Fact>
          {insight.adjustedPValue !== null ? <Fact label="Test">{adjustedPText(insight.adjustedPValue)}</Fact> : null}
          {effect ? <Fact label={effect.label}>{effect.value}</Fact> : null}
        </dl>
      )}
      <p className="text-sm text-muted-foreground">{INSIGHT_CAVEAT}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {testHref ? (
          <Link href={testHref} className={buttonClasses({ size: 'sm' })}>
            <FlaskConicalIcon aria-hidden="true" className="size-4" />
            Test it with an experiment
            <span className="sr-only">: {pair}</span>
          </Link>
        ) : null}
        <Button id={toggleButtonId(insight.key)} variant="secondary" size="sm" disabled={isBusy} onClick={() => onToggleHidden(insight)}>
          {insight.hidden ? <EyeIcon aria-hidden="true" className="size-4" /> : <EyeOffIcon aria-hidden="true" className="size-4" />}
          {insight.hidden ? 'Show' : 'Hide'}
          <span className="sr-only">: {pair}</span>
        </Button>
        {insight.origin === 'added' ? (
          <Button variant="ghost" size="sm" disabled={isBusy} onClick={() => onDelete(insight)}>
            <Trash2Icon aria-hidden="true" className="size-4" />
            Delete
            <span className="sr-only">: {pair}</span>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
