import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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

const texts = async (locator: Locator) => (await locator.allTextContents()).map((text) => text.trim());

/** The text a screen reader hears as the element's description (aria-describedby). */
const description = (locator: Locator) =>
  locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );

/** A placeholder action: visible, disabled, and explained both on screen and to screen readers. */
async function expectComingSoon(button: Locator, note: RegExp = /coming soon/i) {
  await expect(button.isVisible()).resolves.toBe(true);
  await expect(button.isDisabled()).resolves.toBe(true);
  expect(await description(button)).toMatch(note);
}

const search = (page: Page, label: string) => page.getByRole('searchbox', { name: label });

describe('/learn', () => {
  it('shows 3 featured and 6 course cards; a new account has started none of them', async () => {
    const page = await openSignedIn('/learn');
    const featured = page.getByRole('region', { name: 'Featured Courses' });
    const all = page.getByRole('region', { name: 'All Courses' });
    await all
      .getByRole('link', { name: /^Start Course: / })
      .first()
      .waitFor();
    expect(await featured.getByTestId('course-card').count()).toBe(3);
    expect(await all.getByTestId('course-card').count()).toBe(6);

    for (const card of await page.getByTestId('course-card').all()) {
      const title = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
      const action = card.getByRole('link', { name: `Start Course: ${title}` });
      expect((await action.textContent())?.trim()).toBe('Start Course');
      expect(await action.getAttribute('href')).toMatch(/^\/learn\/[a-z-]+$/);
      expect(await card.getByRole('progressbar').count()).toBe(0);
      expect(await card.textContent()).not.toMatch(/% complete|Continue/);
    }
  });

  it('searches by category in any case, hides Featured Courses, and clears from the empty state', async () => {
    const page = await openSignedIn('/learn');
    const box = search(page, 'Search courses and articles');
    await box.fill('fASTING');
    const all = page.getByRole('region', { name: 'All Courses' });
    await expect.poll(() => all.getByTestId('course-card').count()).toBe(2);
    expect(await page.getByRole('region', { name: 'Featured Courses' }).count()).toBe(0);
    expect(await texts(all.getByRole('heading', { level: 3 }))).toEqual([
      'Intermittent Fasting Essentials',
      'Longer Fasts, Planned Carefully',
    ]);
    await page.getByText('2 courses and 1 article found').waitFor();

    await page.getByRole('tab', { name: 'Articles' }).click();
    expect(await texts(page.getByTestId('article-card').getByRole('heading'))).toEqual(['Your First 16:8 Week, Day by Day']);

    await page.getByRole('tab', { name: 'Courses' }).click();
    await box.fill('underwater basket weaving');
    await page.getByText('No courses match “underwater basket weaving”').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Featured Courses' }).getByTestId('course-card').count()).toBe(3);
    expect(await box.inputValue()).toBe('');
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('lists 4 articles and says webinars are coming soon', async () => {
    const page = await openSignedIn('/learn');
    await page.getByRole('tab', { name: 'Articles' }).click();
    const articles = page.getByTestId('article-card');
    await articles.first().waitFor();
    expect(await articles.count()).toBe(4);
    for (const article of await articles.all()) {
      expect(await article.textContent()).toMatch(/\d+ min read/);
      await expectComingSoon(article.getByRole('button', { name: /^Read Article/ }));
    }

    await page.getByRole('tab', { name: 'Webinars' }).click();
    await page.getByText('Webinars feature coming soon!', { exact: true }).waitFor();
    expect(await articles.count()).toBe(0);
  });
});

describe('/community', () => {
  it('shows the feed: a post box, a Filter button and sample posts with likes, comments and tags', async () => {
    const page = await openSignedIn('/community');
    const posts = page.getByTestId('post-card');
    await posts.first().waitFor();
    expect(await posts.count()).toBe(4);
    for (const post of await posts.all()) {
      expect(await post.getByRole('listitem').count()).toBeGreaterThan(0);
      for (const tag of await texts(post.getByRole('listitem'))) expect(tag).toMatch(/^#\S+$/);
      await expectComingSoon(post.getByRole('button', { name: /^Like \(\d+ likes?\)$/ }));
      await expectComingSoon(post.getByRole('button', { name: /^Comment \(\d+ comments?\)$/ }));
    }
    const first = posts.first();
    expect(await first.getByRole('heading').textContent()).toBe('Jordan Lee');
    expect(await first.textContent()).toContain('24 likes');
    expect(await first.textContent()).toContain('6 comments');
    expect(await texts(first.getByRole('listitem'))).toEqual(['#30-30-30', '#morning-routine']);
    // Sample posts are dated relative to today, so they never look stale.
    expect(await texts(page.getByTestId('post-card').locator('time'))).toEqual(['3 hours ago', '20 hours ago', '2 days ago', '4 days ago']);
    const firstPosted = Date.parse((await first.locator('time').getAttribute('datetime'))!);
    expect(Math.abs(Date.now() - 3 * 3_600_000 - firstPosted)).toBeLessThan(10 * 60_000);

    const field = page.getByLabel('Share with the community');
    await expect(field.isDisabled()).resolves.toBe(true);
    expect(await description(field)).toMatch(/Posting is coming soon/);
    await expectComingSoon(page.getByRole('button', { name: 'Post', exact: true }));
    await expectComingSoon(page.getByRole('button', { name: 'Filter' }));
  });

  it('shows 4 groups with Join Group and Create Group explained, and events coming soon', async () => {
    const page = await openSignedIn('/community');
    await page.getByRole('tab', { name: 'Groups' }).click();
    const groups = page.getByTestId('group-card');
    await groups.first().waitFor();
    expect(await groups.count()).toBe(4);
    for (const group of await groups.all()) {
      expect(await group.textContent()).toMatch(/[\d,]+ members/);
      const join = group.getByRole('button', { name: /^Join Group/ });
      expect((await join.textContent())?.trim()).toBe('Join Group');
      await expectComingSoon(join);
    }
    await expectComingSoon(page.getByRole('button', { name: 'Create Group' }));

    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByText('Events feature coming soon!', { exact: true }).waitFor();
  });

  it('search filters posts by content, author or tag and groups by name, in any case', async () => {
    const page = await openSignedIn('/community');
    const box = search(page, 'Search posts and groups');
    const authors = () => texts(page.getByTestId('post-card').getByRole('heading'));
    await page.getByTestId('post-card').first().waitFor();

    await box.fill('COLD');
    await expect.poll(authors).toEqual(['Marcus Chen']);
    await page.getByText('1 post and 1 group found').waitFor();
    await box.fill('#Fasting');
    await expect.poll(authors).toEqual(['Aisha Rahman']);
    await box.fill('elena');
    await expect.poll(authors).toEqual(['Elena Petrova']);

    await box.fill('fasting circle');
    await page.getByText('No posts match “fasting circle”').waitFor();
    await page.getByRole('tab', { name: 'Groups' }).click();
    await expect.poll(() => texts(page.getByTestId('group-card').getByRole('heading'))).toEqual(['Fasting Circle']);

    await box.fill('marathon');
    await page.getByText('No groups match “marathon”').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.getByTestId('group-card').count()).toBe(4);
  });
});

describe('learn and community accessibility (axe-core)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`has no violations on /learn and /community (${label})`, async () => {
      const page = await openSignedIn('/learn', { viewport });
      await page
        .getByRole('link', { name: /^Start Course: / })
        .first()
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Articles' }).click();
      await page.getByTestId('article-card').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/community');
      await page.getByTestId('post-card').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Groups' }).click();
      await page.getByTestId('group-card').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('has no violations on /learn and /community in the dark theme', async () => {
    const page = await openSignedIn('/learn', { dark: true });
    await page
      .getByRole('link', { name: /^Start Course: / })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/community');
    await page.getByTestId('post-card').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
