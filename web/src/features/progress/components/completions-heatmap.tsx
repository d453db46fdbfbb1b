import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import CheckIcon from 'lucide-react/icons/check';
import { useMemo, type CSSProperties } from 'react';
import { cn } from '#lib/cn';
import { completionGrid, completionSummary, type CellLevel, type GridCell } from '../lib/completion-grid';
import { PROTOCOL_VIEWS, TRACKED_PROTOCOL_VIEWS } from '#lib/protocol-views';

// Plain HTML rather than the chart library: done/not-done days read best as a heat-map, which
// needs no canvas, stays readable at 375 px and is a list a screen reader can walk.

const LEVEL_OPACITY: Record<CellLevel, string> = { 0: '', 1: 'opacity-35', 2: 'opacity-55', 3: 'opacity-75', 4: '' };
const LABELS = Object.fromEntries(TRACKED_PROTOCOL_VIEWS.map(({ key, label }) => [key, label])) as Record<ProtocolKey, string>;

function Cell({ cell, fill, size, isToday }: { cell: GridCell; fill: string; size: string; isToday: boolean }) {
  const isFilled = cell.level > 0;
  return (
    <li
      data-date={cell.date}
      data-state={cell.state}
      className={cn(
        'relative grid place-items-center rounded-[3px]',
        size,
        isFilled && cn(fill, LEVEL_OPACITY[cell.level]),
        cell.state === 'missed' && 'bg-surface-muted',
        (cell.state === 'upcoming' || cell.state === 'not-counted') && 'border border-dashed border-input-border',
        isToday && 'outline-2 outline-offset-1 outline-ring',
      )}
    >
      {cell.level === 4 && size === WEEK_CELL ? <CheckIcon aria-hidden="true" className="size-4 text-surface" /> : null}
      <span className="sr-only">{cell.label}</span>
    </li>
  );
}

const WEEK_CELL = 'h-9';

/** Completions per protocol over the timeframe: a row of day (or week) cells each. */
export function CompletionsHeatmap({ summary }: { summary: ProgressSummary }) {
  const grid = useMemo(() => completionGrid(summary), [summary]);
  const columns = grid.rows[0]?.cells.length ?? 0;
  const isWeekRange = summary.range.kind === 'week';
  const size = isWeekRange ? WEEK_CELL : grid.unit === 'week' ? 'h-4' : 'h-7';
  // Up to a year of weeks fill the width; longer histories wrap into rows of small squares.
  const layout: CSSProperties =
    grid.unit === 'week' && columns > 53
      ? { gridTemplateColumns: 'repeat(auto-fill, minmax(0.75rem, 1fr))' }
      : { gridTemplateColumns: `repeat(${Math.max(1, columns)}, minmax(0, 1fr))` };
  return (
    <div className="space-y-4" data-testid="completions-heatmap">
      {grid.rows.map((row) => {
        const protocol = PROTOCOL_VIEWS[row.key];
        const stats = summary.protocols[row.key];
        return (
          <div key={row.key} className="space-y-1.5">
            <p className="flex items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-2 font-medium">
                <protocol.Icon aria-hidden="true" className={cn('size-4 shrink-0', protocol.text)} />
                {protocol.label}
              </span>
              <span className="text-muted-foreground figures">
                {stats.rangeCount} of {stats.rangeTarget} {stats.rangeTarget === 1 ? 'day' : 'days'}
              </span>
            </p>
            <ol aria-label={`${protocol.label} by ${grid.unit}`} className="grid gap-[3px]" style={layout}>
              {row.cells.map((cell) => (
                <Cell
                  key={cell.date}
                  cell={cell}
                  fill={protocol.fill}
                  size={size}
                  isToday={grid.unit === 'day' && cell.date === summary.today}
                />
              ))}
            </ol>
          </div>
        );
      })}
      <div
        aria-hidden="true"
        className={cn('gap-[3px] text-xs text-muted-foreground figures', isWeekRange ? 'grid' : 'flex justify-between')}
        style={isWeekRange ? layout : undefined}
      >
        {grid.axis.map((label, index) => (
          <span key={index} className={isWeekRange ? 'text-center' : undefined}>
            {label}
          </span>
        ))}
      </div>
      <Legend unit={grid.unit} />
      <p className="text-sm text-muted-foreground">{completionSummary(summary, LABELS)}</p>
    </div>
  );
}

const SWATCH = 'inline-block size-3 rounded-[3px]';

/** Filled cells take the protocol's colour: the legend shows all three. */
function ProtocolSwatches({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className="flex gap-0.5">
      {TRACKED_PROTOCOL_VIEWS.map(({ key, fill }) => (
        <span key={key} className={cn(SWATCH, fill, className)} />
      ))}
    </span>
  );
}

function Legend({ unit }: { unit: 'day' | 'week' }) {
  const plain = (className: string) => <span aria-hidden="true" className={cn(SWATCH, className)} />;
  const items =
    unit === 'week'
      ? [
          { swatch: <ProtocolSwatches />, text: 'Weekly target met' },
          { swatch: <ProtocolSwatches className="opacity-55" />, text: 'Part of it' },
          { swatch: plain('bg-surface-muted'), text: 'None' },
        ]
      : [
          { swatch: <ProtocolSwatches />, text: 'Done' },
          { swatch: plain('bg-surface-muted'), text: 'Not done' },
          { swatch: plain('border border-dashed border-input-border'), text: 'Not counted (before your first log, or still to come)' },
        ];
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map((item) => (
        <li key={item.text} className="flex items-center gap-1.5">
          {item.swatch}
          {item.text}
        </li>
      ))}
      {unit === 'day' ? (
        <li className="flex items-center gap-1.5">
          {plain('outline-2 outline-ring')}
          Today
        </li>
      ) : null}
    </ul>
  );
}
