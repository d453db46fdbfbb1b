import type { ReactNode } from 'react';
import { HistoryLoadError, Skeleton } from './load-states';

export type HistoryRow = { id: number; date: string; isToday: boolean; cells: readonly ReactNode[] };

export type HistoryTableProps = {
  label: string;
  /** Headings after the Date column. */
  headings: readonly string[];
  rows: readonly HistoryRow[] | undefined;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  errorMessage: string;
  emptyMessage: string;
  emptyHint: ReactNode;
};

export function TodayBadge() {
  return (
    <span className="mt-1 flex w-fit items-center sm:mt-0 sm:ml-2 sm:inline-flex rounded-full border border-ring px-2 py-0.5 text-xs font-semibold text-foreground">
      Today
    </span>
  );
}

/** The 10 most recent logs (docs/product.md §9), with loading, empty and error states. */
export function HistoryTable({
  label,
  headings,
  rows,
  isError,
  isRetrying,
  onRetry,
  errorMessage,
  emptyMessage,
  emptyHint,
}: HistoryTableProps) {
  if (isError && !rows) return <HistoryLoadError message={errorMessage} onRetry={onRetry} isRetrying={isRetrying} />;
  if (rows && rows.length === 0) {
    return (
      <div className="space-y-2 rounded-control border border-dashed border-input-border p-4">
        <p className="font-medium">{emptyMessage}</p>
        <p className="text-sm text-muted-foreground">{emptyHint}</p>
      </div>
    );
  }
  const columns = ['Date', ...headings];
  return (
    <div role="region" aria-label={label} tabIndex={0} className="-mx-1 overflow-x-auto px-1">
      <table className="w-full min-w-[17rem] text-left text-sm" aria-busy={!rows}>
        <thead className="text-muted-foreground">
          <tr>
            {columns.map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-2 font-medium last:pr-0 sm:pr-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border border-t border-border">
          {rows
            ? rows.map((row) => (
                <tr key={row.id} data-today={row.isToday}>
                  <td className="py-3 pr-2 align-top whitespace-nowrap sm:pr-3">
                    {row.date}
                    {row.isToday ? <TodayBadge /> : null}
                  </td>
                  {row.cells.map((cell, index) => (
                    <td key={index} className="py-3 pr-2 align-top figures last:pr-0 sm:pr-3">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            : Array.from({ length: 3 }, (_, row) => (
                <tr key={row} aria-hidden="true">
                  {columns.map((heading) => (
                    <td key={heading} className="py-3 pr-3 last:pr-0">
                      <Skeleton className="h-4 rounded" />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
