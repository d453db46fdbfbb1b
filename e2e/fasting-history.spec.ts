import { describe, expect, it } from 'vitest';
import { useBrowser, VIEWPORTS } from './support/browser';
import { apiFast, fasts, HOUR, historyRows, openFasting, signedIn } from './support/fasting-helpers';
import { toastOnScreen as toastTitled } from './support/page-helpers';

useBrowser();

/** "yyyy-MM-ddTHH:mm" on the wall clock of a zone, as a datetime-local picker shows it. */
function wallTime(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** 'Nov 21' for the day an instant falls on in a zone, with the year when it is not this year's. */
function dayLabel(instant: number, timeZone: string): string {
  const year = (at: number) => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(at);
  const withYear = year(instant) !== year(Date.now());
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: withYear ? 'numeric' : undefined }).format(
    instant,
  );
}

describe('one fast, one date', () => {
  it('dates a fast by the day it ended, on the fasting page and in Protocol Progress alike', async () => {
    const zone = 'America/Los_Angeles';
    const { page } = await signedIn(VIEWPORTS.desktop, zone);
    const base = Date.now();
    // 40 hours long, ended an hour ago: it started on an earlier day than it ended.
    await apiFast(page, 41, 1, 16, base);
    const ended = dayLabel(base - HOUR, zone);
    expect(dayLabel(base - 41 * HOUR, zone)).not.toBe(ended);

    await openFasting(page);
    await historyRows(page).first().getByText('Completed').waitFor();
    expect(await historyRows(page).first().locator('td').first().innerText()).toBe(ended);
    expect(await historyRows(page).first().getByRole('button', { name: /^Edit/ }).getAttribute('aria-label')).toBe(
      `Edit or delete the fast of ${ended}`,
    );

    await page.goto('/protocol-progress');
    await page.getByRole('tab', { name: 'Fasting' }).click();
    const row = page.getByRole('region', { name: 'Recent fasts' }).locator('tbody tr').first();
    await row.getByText('Completed').waitFor();
    expect((await row.locator('td').first().innerText()).startsWith(ended)).toBe(true);
  });
});

describe('correcting the history', () => {
  it('edits a fast’s times with pickers in the person’s zone; completion follows the times', async () => {
    const zone = 'America/Los_Angeles';
    const { page, userId } = await signedIn(VIEWPORTS.desktop, zone);
    const base = Math.floor(Date.now() / 60_000) * 60_000; // whole minutes, as the pickers show
    const fast = await apiFast(page, 30, 20, 16, base);
    await openFasting(page);
    await historyRows(page).first().getByText('Ended Early').waitFor();
    await historyRows(page).first().getByRole('button', { name: /^Edit/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit fast' });
    expect(await dialog.getByLabel('Started at').inputValue()).toBe(wallTime(base - 30 * HOUR, zone));
    expect(await dialog.getByLabel('Ended at').inputValue()).toBe(wallTime(base - 20 * HOUR, zone));
    await dialog.getByText(`Times are in ${zone}.`).waitFor();

    await dialog.getByLabel('Ended at').fill(wallTime(base - 31 * HOUR, zone));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The end must be after the start.').waitFor();

    await dialog.getByLabel('Started at').fill(wallTime(base - 38 * HOUR, zone));
    await dialog.getByLabel('Ended at').fill(wallTime(base - 20 * HOUR, zone));
    await dialog.getByText('Duration 18h 0m · Completed').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastTitled(page, 'Fast Updated').waitFor();
    await historyRows(page).first().getByText('Completed').waitFor();
    await historyRows(page).first().getByText('18h 0m').waitFor();
    expect((await fasts(page, userId))[0]).toMatchObject({
      id: fast.id,
      startTime: new Date(base - 38 * HOUR).toISOString(),
      endTime: new Date(base - 20 * HOUR).toISOString(),
      duration: 18 * 3600,
      completed: true,
    });
  });

  it('deletes a fast from its detail view, and Undo brings it back', async () => {
    const { page, userId } = await signedIn();
    await apiFast(page, 20, 2);
    await openFasting(page);
    await historyRows(page).first().getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('dialog', { name: 'Edit fast' }).getByRole('button', { name: 'Delete' }).click();
    const deleted = toastTitled(page, 'Fast deleted');
    await deleted.waitFor();
    await page.getByText('No fasts logged yet.').waitFor();
    expect(await fasts(page, userId)).toEqual([]);
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await toastTitled(page, 'Restored').waitFor();
    await historyRows(page).first().getByText('Completed').waitFor();
    expect(await fasts(page, userId)).toHaveLength(1);
  });

  it.each(Object.entries(VIEWPORTS))(
    'keeps every history field on one line, inside its card (%s; the phone is 375 px wide)',
    async (_, viewport) => {
      const { page } = await signedIn(viewport);
      await apiFast(page, 400 * 24, 400 * 24 - 20, 16); // last year: the date carries the year
      await apiFast(page, 60, 50, 20);
      await apiFast(page, 40, 30, 86);
      await apiFast(page, 20, 8, 16);
      await apiFast(page, 2, null, 36);
      await openFasting(page);
      await historyRows(page).nth(4).waitFor();
      // A field on one line: each visible text in the cell is one box, and the boxes share a line.
      const lines = await page.getByRole('table').evaluate((table) =>
        [...table.querySelectorAll('tbody td')].map((cell) => {
          const tops: number[] = [];
          let boxesPerText = 0;
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0);
            boxesPerText = Math.max(boxesPerText, boxes.length);
            tops.push(...boxes.map((rect) => rect.top));
          }
          const isOneLine = tops.length === 0 || (boxesPerText <= 1 && Math.max(...tops) - Math.min(...tops) < 10);
          // Nothing may stick out of the card either (it would be cut off or scroll sideways).
          const card = table.parentElement!;
          const contentRight =
            card.getBoundingClientRect().left + card.clientLeft + card.clientWidth - parseFloat(getComputedStyle(card).paddingRight);
          const isInside = cell.getBoundingClientRect().right <= contentRight + 0.5;
          return { text: (cell as HTMLElement).innerText, isOneLine, isInside };
        }),
      );
      expect(lines.length).toBe(25);
      expect(lines.filter((cell) => !cell.isOneLine || !cell.isInside)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    },
  );
});
