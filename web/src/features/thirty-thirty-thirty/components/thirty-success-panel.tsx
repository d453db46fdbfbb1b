import PartyPopperIcon from 'lucide-react/icons/party-popper';
import type { ReactNode } from 'react';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { formatSessionLength } from '#lib/format';
import { Button } from '#ui/button';

// A stable ref callback, so focus moves once when the panel appears, not on every render.
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** Shown after a successful save (docs/product.md §4); 'Log Another Session' returns to a fresh form. */
export function ThirtySuccessPanel({ log, onLogAnother }: { log: ThirtyLog; onLogAnother: () => void }) {
  const notRecorded = (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not recorded</span>
    </>
  );
  const rows: Array<[string, ReactNode]> = [
    ['Protein', `${log.proteinAmount} g`],
    ['Exercise', formatSessionLength(log.exerciseDuration)],
    ['Time after waking', log.timeAfterWaking === null ? notRecorded : `${log.timeAfterWaking} min`],
  ];
  return (
    <div className="space-y-5 text-center">
      <PartyPopperIcon aria-hidden="true" className="mx-auto size-12 text-protocol-thirty" />
      {/* Focus moves here so keyboard and screen-reader users land on the result. */}
      <h2 ref={focusOnMount} tabIndex={-1} className="text-xl font-semibold outline-none">
        30-30-30 complete!
      </h2>
      <dl className="mx-auto grid max-w-sm grid-cols-3 gap-2">
        {rows.map(([term, value]) => (
          <div key={term} className="rounded-control bg-surface-muted p-3">
            <dt className="text-xs text-muted-foreground">{term}</dt>
            <dd className="figures font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <Button className="w-full sm:w-auto" onClick={onLogAnother}>
        Log Another Session
      </Button>
    </div>
  );
}
