import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

async function openChat(viewport: { width: number; height: number }) {
  const page = await openPage('/auth', viewport);
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  await page.goto('/chat');
  await page.getByRole('heading', { name: 'Health Optimization Coach' }).waitFor();
  return page;
}

const input = (page: Page) => page.getByLabel('Message the coach');
const coachBubbles = (page: Page) =>
  page
    .getByRole('region', { name: 'Conversation' })
    .getByRole('listitem')
    .filter({ has: page.locator(':scope > div') })
    .filter({ hasText: /^Coach/ });

describe('the coach on a phone', () => {
  it('shows the message box and Send inside the screen, above the bottom bar, without scrolling (375 × 812)', async () => {
    const page = await openChat(VIEWPORTS.phone);
    const bar = await page.getByRole('navigation', { name: 'Bottom navigation' }).boundingBox();
    expect(bar).not.toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const control of [input(page), page.getByRole('button', { name: 'Send' })]) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      // Not covered by the bottom bar: it ends above where the bar begins.
      expect(box.y + box.height).toBeLessThanOrEqual(bar!.y);
    }
    // And it is the box itself at its centre, not the bar drawn over it.
    expect(
      await input(page).evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2) === element;
      }),
    ).toBe(true);
  });
});

describe('the coach’s risk screen', () => {
  it('answers a pregnant person’s question about a 36 hour fast with the caution first and no long-fast stages', async () => {
    const page = await openChat(VIEWPORTS.desktop);
    await input(page).fill('I’m pregnant, can I do a 36 hour fast?');
    await input(page).press('Enter');
    const reply = coachBubbles(page).filter({ hasText: 'talk to your doctor first' });
    await reply.waitFor();
    const text = await reply.innerText();
    expect(text).toMatch(/^Coach\s+Because you mentioned pregnancy or breastfeeding, please talk to your doctor first/);
    expect(text).not.toMatch(/Deep Autophagy|Growth Hormone|Stem Cell|electrolyte/);
  });
});
