import { Card } from '#ui/card';

/** docs/product.md §2: the five steps, in its order. */
const STEPS = [
  { title: 'Configure', text: 'Choose a feature, a theme, the size and whether the widget shows its navigation.' },
  { title: 'Copy', text: 'Copy the code from the Code tab.' },
  { title: 'Paste', text: "Paste it into your site's HTML where the widget should appear, on a site listed under Allowed sites." },
  { title: 'Size', text: 'The widget adjusts to the width and height you gave it, and the script grows its height with the content.' },
  { title: 'Responsive', text: 'Keep the width at 100% for responsive layouts: the widget then fits phones and desktops alike.' },
] as const;

export function ImplementationGuide() {
  return (
    <Card role="region" aria-labelledby="implementation-guide-heading" className="space-y-4 p-4 sm:p-6">
      <h2 id="implementation-guide-heading" className="text-lg font-semibold">
        Implementation Guide
      </h2>
      <ol className="space-y-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground tabular-nums"
            >
              {index + 1}
            </span>
            <p className="pt-0.5 text-sm">
              <span className="font-semibold">{step.title}:</span> {step.text}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
