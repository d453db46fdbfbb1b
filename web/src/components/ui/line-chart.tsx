import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import uPlot from 'uplot';

// The one chart wrapper (docs/design.md): uPlot, themed from the CSS tokens, axis labels with units,
// a tooltip, a legend and a text summary. Import it only from lazy routes: uPlot is ~20 KB gz.

export type LineChartSeries = {
  label: string;
  values: readonly (number | null)[];
  /** A CSS custom property holding the line colour, e.g. '--protocol-biometrics'. */
  colorToken: string;
  /** A dashed line, so series differ by more than colour. */
  dashed?: boolean;
};

export type LineChartProps = {
  /** Epoch seconds, oldest first. */
  x: readonly number[];
  series: readonly LineChartSeries[];
  /** The y-axis title with its unit, e.g. 'Weight (lbs)'. */
  yLabel: string;
  unit: string;
  decimals?: number;
  timeZone?: string;
  height?: number;
  /** Points are whole days (or weeks): no clock times on the axis or in the tooltip. */
  isDateOnly?: boolean;
  /** Values are counts: y-axis steps of whole numbers. */
  hasIntegerSteps?: boolean;
  /** The text summary under the chart (latest value, change): what screen readers get. */
  summary: ReactNode;
};

const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const DASH = [6, 4];
const HOUR = 3600;
const DAY = 24 * HOUR;
/** Time-axis steps from an hour up: readings are daily, so ticks never show seconds. */
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 30 * DAY, 91 * DAY, 182 * DAY, 365 * DAY];
const TIME_STEPS = [HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, ...DAY_STEPS];
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/** Readings closer together than a day are shown within a day-wide window around them. */
function timeRange(_chart: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax {
  if (min === null || max === null) return [min, max];
  const pad = Math.max(0, DAY - (max - min)) / 2;
  return [min - pad, max + pad];
}

/** Bumps when the theme changes (the class on <html> or the system preference). */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((current) => current + 1);
    const observer = new MutationObserver(bump);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    media.addEventListener('change', bump);
    return () => {
      observer.disconnect();
      media.removeEventListener('change', bump);
    };
  }, []);
  return version;
}

type TooltipContent = (index: number) => { title: string; rows: string[] };

/** A small box following the cursor with the date and each series' value. */
function tooltipPlugin(content: TooltipContent): uPlot.Plugin {
  const tip = document.createElement('div');
  tip.className =
    'pointer-events-none absolute top-0 left-0 z-10 rounded-control border border-border bg-surface px-2 py-1 text-xs whitespace-nowrap text-foreground shadow-card';
  tip.hidden = true;
  return {
    hooks: {
      init: (chart) => {
        chart.over.appendChild(tip);
      },
      setCursor: (chart) => {
        const index = chart.cursor.idx;
        const xValue = index == null ? undefined : chart.data[0][index];
        if (index == null || xValue == null) {
          tip.hidden = true;
          return;
        }
        const { title, rows } = content(index);
        const heading = document.createElement('div');
        heading.className = 'font-medium';
        heading.textContent = title;
        tip.replaceChildren(heading, ...rows.map((row) => Object.assign(document.createElement('div'), { textContent: row })));
        tip.hidden = false;
        const left = chart.valToPos(xValue, 'x');
        const top = chart.cursor.top ?? 0;
        const plotWidth = chart.over.clientWidth;
        const flip = left + tip.offsetWidth + 12 > plotWidth;
        tip.style.transform = `translate(${flip ? left - tip.offsetWidth - 12 : left + 12}px, ${Math.max(0, top - tip.offsetHeight - 8)}px)`;
      },
    },
  };
}

export function LineChart({
  x,
  series,
  yLabel,
  unit,
  decimals = 0,
  timeZone,
  height = 260,
  isDateOnly = false,
  hasIntegerSteps = false,
  summary,
}: LineChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const themeVersion = useThemeVersion();

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const styles = getComputedStyle(container);
    const token = (name: string) => styles.getPropertyValue(name).trim();
    const axisText = token('--muted-foreground');
    const gridLine = token('--border');
    const surface = token('--surface');
    const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });
    const dates = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      ...(isDateOnly ? { year: 'numeric' } : { hour: 'numeric', minute: '2-digit' }),
      timeZone,
    });

    const axis = (label: string): uPlot.Axis => ({
      label,
      stroke: axisText,
      font: FONT,
      labelFont: `600 ${FONT}`,
      grid: { stroke: gridLine, width: 1 },
      ticks: { stroke: gridLine, width: 1 },
    });

    const chart = new uPlot(
      {
        width: container.clientWidth,
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        ...(timeZone ? { tzDate: (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), timeZone) } : {}),
        scales: { x: { time: true, range: timeRange } },
        axes: [
          { ...axis('Date'), space: 60, incrs: isDateOnly ? DAY_STEPS : TIME_STEPS },
          {
            ...axis(yLabel),
            size: 64,
            ...(hasIntegerSteps ? { incrs: COUNT_STEPS } : {}),
            values: (_chart, splits) => splits.map((value) => numbers.format(value)),
          },
        ],
        series: [
          {},
          ...series.map((entry) => ({
            label: entry.label,
            stroke: token(entry.colorToken),
            width: 2,
            spanGaps: true,
            ...(entry.dashed ? { dash: DASH } : {}),
            points: { show: true, size: 7, width: 2, fill: surface },
          })),
        ],
        plugins: [
          tooltipPlugin((index) => ({
            title: dates.format((x[index] ?? 0) * 1000),
            rows: series.flatMap((entry) => {
              const value = entry.values[index];
              return value == null ? [] : [`${entry.label}: ${numbers.format(value)} ${unit}`];
            }),
          })),
        ],
      },
      [x as number[], ...series.map((entry) => entry.values as (number | null)[])],
      container,
    );

    const resize = new ResizeObserver(() => chart.setSize({ width: container.clientWidth, height }));
    resize.observe(container);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [x, series, yLabel, unit, decimals, timeZone, height, isDateOnly, hasIntegerSteps, themeVersion]);

  return (
    <figure className="space-y-3">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {series.map((entry) => (
          <li key={entry.label} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block w-6 border-t-[3px]"
              style={{ borderColor: `var(${entry.colorToken})`, borderStyle: entry.dashed ? 'dashed' : 'solid' }}
            />
            {entry.label} ({unit})
          </li>
        ))}
      </ul>
      <div ref={containerRef} aria-hidden="true" className="relative w-full overflow-hidden" style={{ height }} />
      <figcaption className="text-sm font-medium">{summary}</figcaption>
    </figure>
  );
}
