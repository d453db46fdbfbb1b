import type { CustomDay, CustomEntry } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { EntrySource, ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { formatDay } from '#lib/format';
import { Button } from '#ui/button';
import { useDeleteEntry } from '../../api/use-custom-day-mutations';
import { formatEntryValue } from '../../lib/tracker-format';
import { DayStateBadge } from './day-state-badge';
import { EntryEditDialog } from './entry-edit-dialog';

/** Where a value came from when the person did not type it: a wearable's steps, a voice note, a file. */
const SOURCE_WORDS: Partial<Record<EntrySource, string>> = { wearable: 'from a wearable', voice: 'by voice', import: 'imported' };

type Props = { protocolId: number; document: ProtocolDocument; days: readonly CustomDay[]; today: string };

/** The last 30 days, newest first: each day's state in words and its entries, each with Edit and Delete (with Undo). */
export function DayHistory({ protocolId, document, days, today }: Props) {
  const [editing, setEditing] = useState<CustomEntry | null>(null);
  const remove = useDeleteEntry(protocolId, { offerUndo: true });
  const components = new Map(document.components.map((component) => [component.id, component]));
  const editedComponent = editing ? components.get(editing.componentId) : undefined;
  const newestFirst = [...days].reverse();

  return (
    <>
      <ol aria-label="Last 30 days" className="divide-y divide-border">
        {newestFirst.map((day) => {
          const dayName = formatDay(day.date, today, { weekday: true });
          // Entries of a component since removed from the document are kept but not shown.
          const entries = day.entries.filter((entry) => components.has(entry.componentId));
          return (
            <li key={day.date} data-date={day.date} className="space-y-2 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium">
                  <time dateTime={day.date}>{day.date === today ? `Today, ${dayName}` : dayName}</time>
                </h3>
                <DayStateBadge state={day.state} isScheduled={day.scheduled} />
              </div>
              {day.skipReason ? <p className="text-sm text-muted-foreground">Reason: {day.skipReason}</p> : null}
              {entries.length > 0 ? (
                <ul className="space-y-1">
                  {entries.map((entry) => {
                    const component = components.get(entry.componentId)!;
                    const value = formatEntryValue(component, entry);
                    const name = `${component.label}, ${value}, ${dayName}`;
                    return (
                      <li key={entry.id} className="flex items-center gap-2">
                        <span className="min-w-0 flex-1 text-sm">
                          <span className="text-muted-foreground">{component.label}: </span>
                          <span className="figures font-medium break-words">{value}</span>
                          {SOURCE_WORDS[entry.source] ? (
                            <span className="text-muted-foreground"> · {SOURCE_WORDS[entry.source]}</span>
                          ) : null}
                          {entry.note ? <span className="block text-muted-foreground">{entry.note}</span> : null}
                        </span>
                        <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} title="Edit" onClick={() => setEditing(entry)}>
                          <PencilIcon aria-hidden="true" className="size-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${name}`}
                          title="Delete"
                          disabled={remove.isPending}
                          onClick={() => remove.mutate(entry.id)}
                        >
                          <Trash2Icon aria-hidden="true" className="size-4" />
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
      {editedComponent ? (
        <EntryEditDialog protocolId={protocolId} component={editedComponent} entry={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

/** Rows the size of the history while it loads. */
export function DayHistorySkeleton() {
  return (
    <div aria-hidden="true" className="divide-y divide-border">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex h-14 items-center">
          <span className="h-4 w-full animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}
