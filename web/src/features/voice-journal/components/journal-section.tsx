import NotebookPenIcon from 'lucide-react/icons/notebook-pen';
import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#ui/tabs';
import { journalEntriesQueryOptions } from '../api/journal-queries';
import { JOURNAL_HEADING_ID } from '../lib/journal-focus';
import { FILTER_COVERAGE, JOURNAL_TABS, type JournalFilter } from '../lib/journal-filters';
import { JournalEntryItem } from './journal-entry-item';
import { RECORD_BUTTON_ID } from './recorder-controls';

/** docs/product.md §2: the entries list with filter tabs All, Meals, Exercise, Biometrics, Notes. */
export function JournalSection({ timeZone }: { timeZone: string }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 id={JOURNAL_HEADING_ID} tabIndex={-1} className="text-lg font-semibold outline-none">
        Journal
      </h2>
      <Tabs defaultValue="all">
        {/* Five tabs on a phone: as wide as their words, scrolling sideways if the words need it. */}
        <TabsList aria-label="Show entries" className="auto-cols-max! overflow-x-auto sm:auto-cols-fr!">
          {JOURNAL_TABS.map(({ filter, label }) => (
            <TabsTrigger key={filter} value={filter} className="px-1.5! sm:px-3!">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <p className="mt-2 text-sm text-muted-foreground">{FILTER_COVERAGE}</p>
        {JOURNAL_TABS.map(({ filter }) => (
          <TabsContent key={filter} value={filter} className="mt-4">
            <JournalList filter={filter} timeZone={timeZone} />
          </TabsContent>
        ))}
      </Tabs>
    </Card>
  );
}

function JournalList({ filter, timeZone }: { filter: JournalFilter; timeZone: string }) {
  const entries = useInfiniteQuery(journalEntriesQueryOptions(filter));
  if (entries.isPending) return <JournalSkeleton />;
  if (entries.isError) {
    return (
      <LoadError
        isFramed={false}
        message={`Couldn't load your journal: ${errorMessage(entries.error)}`}
        onRetry={() => void entries.refetch()}
        isRetrying={entries.isFetching}
      />
    );
  }
  const list = entries.data.pages.flat();
  if (list.length === 0) return <EmptyJournal filter={filter} />;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-border">
        {list.map((entry) => (
          <JournalEntryItem key={entry.id} entry={entry} timeZone={timeZone} />
        ))}
      </ul>
      {entries.hasNextPage ? (
        <Button variant="secondary" onClick={() => void entries.fetchNextPage()} disabled={entries.isFetchingNextPage}>
          {entries.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
        </Button>
      ) : null}
    </div>
  );
}

const EMPTY_HINTS: Record<JournalFilter, string> = {
  all: 'Record a note above: what you ate, how you trained, your weight or how you feel. You review it before it is saved.',
  meals: 'Say what you ate, like “three eggs and a protein shake, about 40 grams of protein”.',
  exercise: 'Say what you did, like “walked for 30 minutes”.',
  biometrics: 'Say a reading, like “weight 182.4, blood pressure 120 over 80”, or the water you drank.',
  notes: 'Say how you feel, the supplements you took, when you started a fast or how cold your plunge was.',
};

function EmptyJournal({ filter }: { filter: JournalFilter }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
      <NotebookPenIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">No entries yet</p>
      <p className="max-w-md text-sm text-muted-foreground">{EMPTY_HINTS[filter]}</p>
      <Button
        variant="secondary"
        onClick={() => {
          const button = document.getElementById(RECORD_BUTTON_ID);
          button?.scrollIntoView({ block: 'center' });
          button?.focus();
        }}
      >
        Record a note
      </Button>
    </div>
  );
}

/** Same rows and height as the list while it loads. */
function JournalSkeleton() {
  return (
    <div className="divide-y divide-border">
      <span className="sr-only" role="status">
        Loading your journal…
      </span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} aria-hidden="true" className="space-y-2 py-4">
          <span className="block h-4 w-1/3 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
          <span className="block h-4 w-full animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}
