import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

describe('accessibility (axe-core)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`sign-in screen has no violations (${label})`, async () => {
      const page = await openPage('/auth', viewport);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await violations(page)).toEqual([]);
    });

    it(`registration screen has no violations (${label})`, async () => {
      const page = await openPage('/register', viewport);
      await page.getByRole('button', { name: 'Create Account' }).waitFor();
      expect(await violations(page)).toEqual([]);
    });

    it(`profile page has no violations (${label})`, async () => {
      const page = await openPage('/auth', viewport);
      await page.request.post('/api/register', { data: uniqueUser() });
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      expect(await violations(page)).toEqual([]);
    });
  }

  it('profile page has no violations in the dark theme', async () => {
    const page = await openPage('/auth');
    await page.request.post('/api/register', { data: uniqueUser() });
    await page.context().addCookies([{ name: 'uh_theme', value: 'dark', url: page.url() }]);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
