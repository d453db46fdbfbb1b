import type uPlot from 'uplot';

type TooltipContent = (index: number) => { title: string; rows: string[] };

/** A small box following the cursor with the date and each series' value. */
export function tooltipPlugin(content: TooltipContent): uPlot.Plugin {
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
