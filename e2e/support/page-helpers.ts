import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** A visible toast by its title (Radix also copies toast text into a hidden live region). */
export const toastTitled = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** A toast on screen by its title, as the list item that holds its buttons (e.g. Undo). */
export const toastOnScreen = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

/**
 * axe-core WCAG 2.x A/AA violations on the page, one readable line each: only inside `include`
 * (a section's selector) when given, leaving out `exclude` (e.g. a frame its own tests scan).
 */
export async function axeViolations(page: Page, { include, exclude }: { include?: string; exclude?: string } = {}): Promise<string[]> {
  // Colours read halfway through a transition (just after a theme switch) are neither theme's.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const result = await builder.analyze();
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
