import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROTOCOL_REGISTRY } from '@uh/core/protocols/protocol-registry';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

// Every protocol's page, in the registry's order: the built-in ones, then any added since.
const PROTOCOL_LINKS = PROTOCOL_REGISTRY.map(({ names }) => names.label);
const SIDEBAR = [
  'Dashboard',
  'Daily Checklist',
  ...PROTOCOL_LINKS,
  'My protocols',
  'Voice Journal',
  'Progress',
  'What works for me',
  'Experiments',
  'Chat',
  'Learn',
  'Community',
  'Profile',
  'Sharing',
  'Settings',
];
const BOTTOM_BAR = ['Home', 'Checklist', '30-30-30', 'Fasting', 'Cold', 'Chat'];

async function signIn(page: Page) {
  const response = await page.request.post('/api/register', { data: uniqueUser() });
  expect(response.status()).toBe(201);
}

const linkNames = (page: Page, nav: string) => page.getByRole('navigation', { name: nav }).getByRole('link').allInnerTexts();

describe('shared layout', () => {
  it('shows the bottom bar and hides the sidebar on a 375 px phone', async () => {
    const page = await openPage('/auth', VIEWPORTS.phone);
    await signIn(page);
    await page.goto('/');
    const bottom = page.getByRole('navigation', { name: 'Bottom navigation' });
    await bottom.waitFor();
    expect((await linkNames(page, 'Bottom navigation')).map((text) => text.trim())).toEqual(BOTTOM_BAR);
    await expect(page.getByRole('navigation', { name: 'Sidebar' }).isVisible()).resolves.toBe(false);
  });

  it('shows the sidebar of every page and no bottom bar at 1280 px, and the menu toggles it', async () => {
    const page = await openPage('/auth', VIEWPORTS.desktop);
    await signIn(page);
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.waitFor();
    expect(PROTOCOL_LINKS.slice(0, 4)).toEqual(['30-30-30', 'Fasting', 'Cold Exposure', 'Biometrics']);
    expect((await linkNames(page, 'Sidebar')).map((text) => text.trim())).toEqual(SIDEBAR);
    await expect(page.getByRole('navigation', { name: 'Bottom navigation' }).isVisible()).resolves.toBe(false);

    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await sidebar.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await sidebar.waitFor();
  });

  it("shows the greeting with today's date in the user's time zone", async () => {
    const page = await openPage('/auth');
    await signIn(page);
    await page.goto('/');
    const today = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    await page.getByText(today).waitFor();
  });

  it('shows the Log In button in the header when signed out, and footer links to real pages', async () => {
    const page = await openPage('/terms');
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    for (const [name, path] of [
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Help', '/help'],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
  });

  it('shows the 404 page for an unknown path with a way home', async () => {
    const page = await openPage('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText("The page you're looking for doesn't exist or has been moved.").waitFor();
    expect(await page.locator('main').count(), 'one main landmark').toBe(1);
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/auth');
  });

  it('shows the profile with real account information', async () => {
    const page = await openPage('/auth');
    const user = uniqueUser();
    await page.request.post('/api/register', { data: user });
    await page.goto('/profile');
    await page.getByText('Account Information').waitFor();
    const memberSince = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(),
    );
    await page.getByText(memberSince).first().waitFor();
    await page.getByText(user.email).first().waitFor();
    await expect(page.getByRole('link', { name: /embed/i }).getAttribute('href')).resolves.toBe('/embed-generator');
  });
});
