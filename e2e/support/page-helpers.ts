import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** A visible toast by its title (Radix also copies toast text into a hidden live region). */
export const toastTitled = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** axe-core WCAG 2.x A/AA violations on the page, one readable line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
