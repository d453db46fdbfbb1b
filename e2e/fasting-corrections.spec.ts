import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, VIEWPORTS } from './support/browser';
import { apiFast, endDialog, fasts, openFasting, signedIn, waitForFocus } from './support/fasting-helpers';
import { axeViolations, toastOnScreen as toastTitled } from './support/page-helpers';

useBrowser();

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? document.activeElement?.tagName);
const announcement = (page: Page) => page.getByTestId('fast-announcement');

describe('ending a fast', () => {
  it('asks first, showing the time fasted and that the target is not reached; Keep Fasting changes nothing', async () => {
    const { page, userId } = await signedIn();
    await apiFast(page, 15, null);
    await openFasting(page);
    await page.getByRole('button', { name: 'End Fast' }).click();
    const dialog = endDialog(page);
    await dialog.getByText(/^You've fasted 15h 0m of your 16-hour target\.$/).waitFor();
    await dialog.getByText('Target not reached yet: this fast will count as Ended Early.').waitFor();
    expect(await dialog.getByLabel('Ended at').getAttribute('type')).toBe('datetime-local');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Keep Fasting' }).click();
    await endDialog(page).waitFor({ state: 'hidden' });
    await waitForFocus(page, 'fast-end-button');
    expect((await fasts(page, userId))[0]).toMatchObject({ endTime: null });
  });

  it('ends a fast past its target with the success toast, moves focus to Start Fast, and Undo reopens it', async () => {
    const { page, userId } = await signedIn();
    await apiFast(page, 17, null);
    await openFasting(page);
    await page.getByTestId('past-target').getByText('Running past target').waitFor();
    await page.getByRole('button', { name: 'End Fast' }).click();
    await endDialog(page).getByText('Target reached: this fast will count as completed.').waitFor();
    await endDialog(page).getByRole('button', { name: 'End Fast' }).click();

    const ended = toastTitled(page, 'Fast Ended');
    await ended.getByText('You completed a fast of 17h 0m. Great job!').waitFor();
    await waitForFocus(page, 'fast-start-button');
    await announcement(page).getByText('Fast ended after 17h 0m: completed. Start Fast is available.').waitFor({ state: 'attached' });
    expect((await fasts(page, userId))[0]).toMatchObject({ completed: true });

    await ended.getByRole('button', { name: 'Undo' }).click();
    await toastTitled(page, 'Fast Resumed').waitFor();
    await waitForFocus(page, 'fast-end-button');
    expect((await fasts(page, userId))[0]).toMatchObject({ endTime: null, duration: null, completed: false });
  });

  it('moves focus to End Fast after Start Fast and announces the start', async () => {
    const { page } = await signedIn();
    await openFasting(page);
    await page.getByRole('button', { name: 'Start Fast' }).click();
    await toastTitled(page, 'Fast Started').waitFor();
    await waitForFocus(page, 'fast-end-button');
    expect(await focusedId(page)).toBe('fast-end-button');
    await announcement(page).getByText('Fast started: 16:8 Intermittent Fasting. End Fast is available.').waitFor({ state: 'attached' });
  });
});

describe('a fast well past its target', () => {
  it('checks in gently at 1.5 × the target; Keep going hides it for this fast, End the fast asks to confirm', async () => {
    const { page } = await signedIn(VIEWPORTS.phone);
    await apiFast(page, 25, null);
    await openFasting(page);
    const checkIn = page.getByRole('region', { name: "You're well past your target — how are you feeling?" });
    await checkIn.waitFor();
    await checkIn.getByRole('button', { name: 'End the fast' }).click();
    await endDialog(page).getByText('Target reached: this fast will count as completed.').waitFor();
    await endDialog(page).getByRole('button', { name: 'Keep Fasting' }).click();

    await checkIn.getByRole('button', { name: 'Keep going' }).click();
    await checkIn.waitFor({ state: 'detached' });
    await waitForFocus(page, 'fast-end-button');
    await page.reload();
    await page.getByRole('button', { name: 'End Fast' }).waitFor();
    // Not in the page as sent, nor once the browser has run it.
    expect(await checkIn.count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await checkIn.count()).toBe(0);
  });

  it('does not check in before 1.5 × the target', async () => {
    const { page } = await signedIn(VIEWPORTS.phone);
    await apiFast(page, 23, null);
    await openFasting(page);
    await page.getByTestId('past-target').waitFor();
    expect(await page.getByText("You're well past your target — how are you feeling?").count()).toBe(0);
  });
});

describe('two pages of one person', () => {
  it('a page brought back into view shows the fast another page ended, and ending it again does not congratulate', async () => {
    const { page: first, userId } = await signedIn();
    await apiFast(first, 2, null);
    const second = await first.context().newPage();
    await openFasting(first);
    await openFasting(second);
    await second.getByRole('button', { name: 'End Fast' }).waitFor();

    await first.getByRole('button', { name: 'End Fast' }).click();
    await endDialog(first).getByRole('button', { name: 'End Fast' }).click();
    await toastTitled(first, 'Ended Early').waitFor();

    expect(await second.getByRole('button', { name: 'End Fast' }).count()).toBe(1); // not refreshed yet
    await second.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await second.getByRole('button', { name: 'Start Fast' }).waitFor();
    await second.getByText('Last fast: 16:8 Intermittent Fasting').waitFor();

    // A page that has not refreshed yet ends a fast that is already over: it says so instead.
    const [ended] = await fasts(first, userId);
    await apiFast(first, 1, null);
    await second.reload();
    await first.reload();
    await second.getByRole('button', { name: 'End Fast' }).waitFor();
    await first.getByRole('button', { name: 'End Fast' }).click();
    await endDialog(first).getByRole('button', { name: 'End Fast' }).click();
    await toastTitled(first, 'Ended Early').waitFor();
    await second.getByRole('button', { name: 'End Fast' }).click();
    await endDialog(second).getByRole('button', { name: 'End Fast' }).click();
    await toastTitled(second, 'Already Ended')
      .getByText(/^This fast had already ended at .+, so nothing changed\.$/)
      .waitFor();
    expect(await toastTitled(second, 'Ended Early').count()).toBe(0);
    expect(await toastTitled(second, 'Fast Ended').count()).toBe(0);
    await second.getByRole('button', { name: 'Start Fast' }).waitFor();
    expect((await fasts(first, userId)).find((fast) => fast.id === ended!.id)).toEqual(ended);
  });
});

describe('the safety screen before a long fast', () => {
  it('shows once before a 24 h fast, not after "I understand", and again after resetting it in Settings', async () => {
    const { page, userId } = await signedIn();
    await openFasting(page);
    const screen = page.getByRole('dialog', { name: 'Before a fast of 24 hours or more' });
    await page.getByLabel('Fasting Protocol').selectOption({ label: '24 Hour Fast' });
    await page.getByRole('button', { name: 'Start Fast' }).click();
    await screen.getByText('You have diabetes, especially if you take insulin or sulfonylureas').waitFor();
    expect(await screen.getByRole('listitem').allInnerTexts()).toHaveLength(7);
    await screen.getByRole('button', { name: 'Cancel' }).click();
    await screen.waitFor({ state: 'hidden' });
    expect(await fasts(page, userId)).toEqual([]);

    await page.getByRole('button', { name: 'Start Fast' }).click();
    await screen.getByRole('button', { name: 'I understand' }).click();
    await toastTitled(page, 'Fast Started').getByText("You've begun a 24-hour fast. Stay strong!").waitFor();
    const [first] = await fasts(page, userId);
    await page.request.patch(`/api/protocols/fasting/${first!.id}`, { data: { endTime: new Date().toISOString() } });

    await openFasting(page);
    await page.getByLabel('Fasting Protocol').selectOption({ label: '36 Hour Fast' });
    await page.getByRole('button', { name: 'Start Fast' }).click();
    await toastTitled(page, 'Fast Started').getByText("You've begun a 36-hour fast. Stay strong!").waitFor();
    expect(await screen.count()).toBe(0);
    const [second] = await fasts(page, userId);
    await page.request.patch(`/api/protocols/fasting/${second!.id}`, { data: { endTime: new Date().toISOString() } });

    await page.goto('/settings/safety');
    const section = page.getByRole('region', { name: 'Safety screens' });
    const longFast = section.locator('li').filter({ has: page.getByRole('heading', { name: 'Before a fast of 24 hours or more' }) });
    await longFast.getByText(/^Accepted on /).waitFor();
    await section.getByRole('button', { name: 'Show again before my next long fast' }).click();
    await longFast.getByText('Not accepted yet: it will show next time.').waitFor();
    expect(await section.getByRole('button', { name: 'Show again before my next long fast' }).count()).toBe(0);

    await openFasting(page);
    await page.getByLabel('Fasting Protocol').selectOption({ label: '24 Hour Fast' });
    await page.getByRole('button', { name: 'Start Fast' }).click();
    await screen.getByRole('button', { name: 'I understand' }).waitFor();
  });
});
