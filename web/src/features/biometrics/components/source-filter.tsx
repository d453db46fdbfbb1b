import { ALL_SOURCES, sourceLabel, type SourceFilter as Filter } from '../lib/reading-source';

type Props = { sources: readonly string[]; value: Filter; onChange: (filter: Filter) => void };

/** Which readings the trends and the history show: all, those typed in, or one device's. */
export function SourceFilter({ sources, value, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor="biometric-source-filter" className="text-sm font-medium">
        Show readings from
      </label>
      <select
        id="biometric-source-filter"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground"
      >
        <option value={ALL_SOURCES}>All sources</option>
        {sources.map((source) => (
          <option key={source} value={source}>
            {sourceLabel(source)}
          </option>
        ))}
      </select>
    </div>
  );
}
