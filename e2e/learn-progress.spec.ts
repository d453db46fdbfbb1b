import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

type Options = { viewport?: { width: number; height: number }; dark?: boolean };

/** A new user, signed in, on `path`. */
async function openSignedIn(path: string, options: Options = {}) {
  const page = await openPage('/auth', options.viewport ?? VIEWPORTS.desktop);
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  if (options.dark) expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const THIRTY = '30-30-30 Morning Foundations';
const card = (page: Page, title: string) =>
  page.getByRole('region', { name: 'All Courses' }).getByRole('group', { name: title, exact: true });
const lessonBox = (page: Page, title: string) => page.getByRole('checkbox', { name: `Done: ${title}` });

/** Ticks or unticks a lesson from the keyboard and waits until the server has it. */
async function markWithKeyboard(page: Page, title: string) {
  const box = lessonBox(page, title);
  await box.focus();
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/lessons/') && response.ok()),
    page.keyboard.press('Space'),
  ]);
}

const expectEveryCardUnstarted = async (page: Page) => {
  await page
    .getByRole('link', { name: /^Start Course: / })
    .first()
    .waitFor();
  for (const each of await page.getByTestId('course-card').all()) {
    expect(await each.getByRole('link', { name: /^Start Course: / }).count()).toBe(1);
    expect(await each.textContent()).not.toMatch(/% complete|Continue/);
  }
};

describe('course progress on /learn', () => {
  it("opens a course, keeps the person's done lessons, and shows Continue with the percent; another account sees none", async () => {
    const page = await openSignedIn('/learn');
    await expectEveryCardUnstarted(page);

    await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/learn/progress/thirty-foundations'),
      ),
      card(page, THIRTY)
        .getByRole('link', { name: `Start Course: ${THIRTY}` })
        .click(),
    ]);
    expect(new URL(page.url()).pathname).toBe('/learn/thirty-foundations');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(THIRTY);
    expect(await page.title()).toMatch(new RegExp(`^${THIRTY}`));
    const header = page.getByRole('main');
    expect(await header.textContent()).toContain('Beginner');
    expect(await header.textContent()).toContain('1h 45m');
    expect(await page.getByTestId('lesson').count()).toBe(7);
    await page.getByText('0% complete', { exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);

    await markWithKeyboard(page, 'What the 30-30-30 routine is');
    await Promise.all([
      page.waitForResponse((response) => response.url().includes('/lessons/') && response.ok()),
      lessonBox(page, 'What 30 grams of protein looks like').click(),
    ]);
    await page.getByText('29% complete', { exact: true }).waitFor();
    await page.getByText('2 of 7 lessons done', { exact: true }).waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('29');

    // Undone and done again: the figure follows.
    await markWithKeyboard(page, 'What 30 grams of protein looks like');
    await page.getByText('14% complete', { exact: true }).waitFor();
    expect(await lessonBox(page, 'What 30 grams of protein looks like').isChecked()).toBe(false);
    await markWithKeyboard(page, 'What 30 grams of protein looks like');
    await page.getByText('29% complete', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'Back to Learn' }).click();
    await card(page, THIRTY)
      .getByRole('link', { name: `Continue: ${THIRTY}` })
      .waitFor();
    await page.reload();
    const started = card(page, THIRTY);
    await started.getByRole('link', { name: `Continue: ${THIRTY}` }).waitFor();
    expect(await started.getByText('29% complete', { exact: true }).count()).toBe(1);
    expect(await started.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('29');
    // The featured copy of the same course agrees, and every other course is still unopened.
    const featured = page.getByRole('region', { name: 'Featured Courses' });
    await featured.getByRole('link', { name: `Continue: ${THIRTY}` }).waitFor();
    expect(await page.getByRole('link', { name: /^Continue: / }).count()).toBe(2);
    expect(await page.getByRole('link', { name: /^Start Course: / }).count()).toBe(7);

    // The course page after a reload still has the two lessons ticked.
    await page.goto('/learn/thirty-foundations');
    await page.getByText('29% complete', { exact: true }).waitFor();
    expect(await lessonBox(page, 'What the 30-30-30 routine is').isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(2);

    const other = await openSignedIn('/learn');
    await expectEveryCardUnstarted(other);
    await other.goto('/learn/thirty-foundations');
    await other.getByText('0% complete', { exact: true }).waitFor();
    expect(await other.getByRole('checkbox', { checked: true }).count()).toBe(0);
  });

  it('opening a course by its address counts as opening it', async () => {
    const page = await openSignedIn('/learn/better-sleep');
    await page.getByText('0% complete', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to Learn' }).click();
    await card(page, 'Better Sleep, Brighter Mornings').getByRole('link', { name: 'Continue: Better Sleep, Brighter Mornings' }).waitFor();
    expect(await card(page, 'Better Sleep, Brighter Mornings').getByText('0% complete', { exact: true }).count()).toBe(1);
  });

  it('says so for a course that does not exist, with a way back', async () => {
    const page = await openSignedIn('/learn/underwater-basket-weaving');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Course Not Found');
    await page.getByRole('link', { name: 'Back to Learn' }).click();
    await page.getByRole('heading', { level: 1, name: 'Learn' }).waitFor();
  });

  for (const [label, options] of [
    ['phone', { viewport: VIEWPORTS.phone }],
    ['phone, dark', { viewport: VIEWPORTS.phone, dark: true }],
    ['desktop', { viewport: VIEWPORTS.desktop }],
  ] as const) {
    it(`fits the screen and has no axe violations on a course page (${label})`, async () => {
      const page = await openSignedIn('/learn/longer-fasts', options);
      await page.getByText('0% complete', { exact: true }).waitFor();
      await markWithKeyboard(page, 'Talk to your doctor first');
      await page.getByText('10% complete', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/learn');
      await card(page, 'Longer Fasts, Planned Carefully').getByText('10% complete', { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
