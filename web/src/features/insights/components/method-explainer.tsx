import { FALSE_DISCOVERY_RATE, MIN_DAYS_PER_ARM, MIN_PAIRED_DAYS } from '@uh/core/insights/insights.schema';
import { BLOCK_DAYS } from '@uh/core/insights/pair-calendar.logic';

/** How the figures are worked out, in plain words, folded away until asked for. */
export function MethodExplainer() {
  return (
    <details className="rounded-card border border-border bg-surface p-4 shadow-card sm:px-6">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">How this is worked out</summary>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
        <li>
          Each card is one question: something you do, something it might change, and when to look (the same day, the night after or the
          next day). Nothing is mined from everything you log.
        </li>
        <li>
          Only days where both are known count as paired days. A day with nothing logged, skipped or paused is left out, never counted as a
          day without.
        </li>
        <li>
          Nothing is shown before a question has {MIN_PAIRED_DAYS} paired days and at least {MIN_DAYS_PER_ARM} days with and{' '}
          {MIN_DAYS_PER_ARM} without; until then the card says what is missing.
        </li>
        <li>Each weekday&apos;s usual level is taken out first, so a pattern of weekends alone does not look like a link.</li>
        <li>
          The chance of seeing such a difference by luck is found by shuffling your days in blocks of {BLOCK_DAYS}, so slow trends stay
          together. The difference comes with a 90 % interval: the range it most likely lies in.
        </li>
        <li>
          The more questions you ask, the more likely one looks linked by luck. The adjusted p corrects for that: across all your shown
          questions, no more than {Math.round(FALSE_DISCOVERY_RATE * 100)} % of the links shown are expected to be false, on average. Hidden
          questions are left out of this.
        </li>
        <li>A link is not proof: something else you did on the same days may be the cause.</li>
      </ul>
    </details>
  );
}
