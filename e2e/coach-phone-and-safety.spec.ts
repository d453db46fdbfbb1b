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

describe('the coach’s memory of a disclosed condition', () => {
  it('answers thanks and a streak question on their own terms, and still cautions about an ice bath many messages later', async () => {
    const page = await openChat(VIEWPORTS.desktop);
    // The conversation has loaded once the greeting shows.
    await coachBubbles(page).first().waitFor();
    const say = async (text: string) => {
      const replies = await coachBubbles(page).count();
      await input(page).fill(text);
      await input(page).press('Enter');
      await coachBubbles(page).nth(replies).waitFor();
      // The box opens again once the whole reply has arrived and been saved.
      await input(page).and(page.locator(':enabled')).waitFor();
      return (await coachBubbles(page).nth(replies).innerText()).replace(/^Coach\s+/, '');
    };
    const caution = 'Because you mentioned pregnancy or breastfeeding, please talk to your doctor first';

    expect(await say('I’m pregnant. Is a cold shower OK?')).toMatch(new RegExp(`^${caution}`));
    expect(await say('ok thanks')).toMatch(/^You’re welcome!/);
    const streak = await say('what’s my streak?');
    expect(streak).toMatch(/^You don’t have a streak going right now/);
    expect(streak).toMatch(/A reminder: because you mentioned pregnancy or breastfeeding, please talk to your doctor first/);
    for (const other of ['How do I sleep better?', 'What is a good resting heart rate?', 'How much water should I drink?']) {
      expect(await say(other)).not.toMatch(new RegExp(`^${caution}`));
    }
    expect(await say('Is a 10 minute ice bath at 2 degrees OK for me?')).toMatch(new RegExp(`^${caution} before starting cold exposure`));
  });
});
