import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

describe('accessibility (axe-core)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`sign-in screen has no violations (${label})`, async () => {
      const page = await openPage('/auth', viewport);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it(`registration screen has no violations (${label})`, async () => {
      const page = await openPage('/register', viewport);
      await page.getByRole('button', { name: 'Create Account' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it(`profile page has no violations (${label})`, async () => {
      const page = await openPage('/auth', viewport);
      await page.request.post('/api/register', { data: uniqueUser() });
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Logout' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('profile page has no violations in the dark theme', async () => {
    const page = await openPage('/auth');
    await page.request.post('/api/register', { data: uniqueUser() });
    expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
