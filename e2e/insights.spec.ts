import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { expectStatus, personWithColdDays } from './support/insights-helpers';
import { axeViolations, toastOnScreen, toastTitled } from './support/page-helpers';

useBrowser();

type Insight = {
  key: string;
  factor: Record<string, unknown>;
  outcome: Record<string, unknown>;
  lag: 'sameDay' | 'nextNight' | 'nextDay';
  origin: 'suggested' | 'added';
  hidden: boolean;
  factorLabel: string;
  outcomeLabel: string;
  status: 'link' | 'noLink' | 'notEnoughData';
  pairedDays: number;
  missing: string | null;
  sentence: string | null;
};

const CAVEAT = 'This is a link in your data, not proof of cause.';
const LAG_WORDS = { sameDay: 'the same day', nextNight: 'the night after', nextDay: 'the next day' } as const;
/** How a card is named: its pair in words. */
const pairName = (insight: Insight) => `${insight.factorLabel} → ${insight.outcomeLabel}, ${LAG_WORDS[insight.lag]}`;

async function insightsOf(page: Page): Promise<Insight[]> {
  const response = await page.request.get('/api/insights');
  await expectStatus(response, 200);
  return ((await response.json()) as { insights: Insight[] }).insights;
}

const isColdHrv = (insight: Insight) =>
  insight.factor.kind === 'protocol' &&
  insight.factor.protocol === 'coldExposure' &&
  insight.outcome.kind === 'biometric' &&
  insight.outcome.metric === 'hrvMs' &&
  insight.lag === 'nextNight';

const section = (page: Page, heading: string) => page.getByRole('region', { name: new RegExp(`^${heading}`) });
const card = (scope: Page | Locator, insight: Insight) => scope.getByRole('article', { name: pairName(insight), exact: true });

/** The page, once its answer is on screen. */
async function openInsights(page: Page) {
  await page.goto('/insights');
  await page.getByRole('heading', { name: 'What works for me', level: 1 }).waitFor();
  await page.getByText(/^Worked out /).waitFor();
}

describe('What works for me', () => {
  it('shows a link and a pair that needs more days, adds a question, and hides a pair that stays hidden', async () => {
    const page = await personWithColdDays(VIEWPORTS.desktop);
    const before = await insightsOf(page);
    // Cold exposure is logged, so it is suggested against the next night's HRV, and the data show the link.
    const link = before.find(isColdHrv);
    expect(link, JSON.stringify(before)).toMatchObject({ origin: 'suggested', hidden: false, status: 'link' });
    // Reached from the sidebar.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'What works for me' }).click();
    await page.getByRole('heading', { name: 'What works for me', level: 1 }).waitFor();

    const linkCard = card(section(page, 'Links in your data'), link!);
    await linkCard.getByText(link!.sentence!, { exact: true }).waitFor();
    await linkCard.getByText(CAVEAT, { exact: true }).waitFor();
    await linkCard.getByText(/^adjusted p [=<] 0\.\d+$/).waitFor();
    await linkCard.getByText(`${link!.pairedDays} paired days`, { exact: true }).waitFor();
    await linkCard.getByText(/^\+\d+\.\d ms \(90 % interval \d+\.\d to \d+\.\d\)$/).waitFor();

    // No sleep was logged: the sleep pair waits for days, says what is missing and how far it has come.
    const waiting = before.find((insight) => !insight.hidden && insight.status === 'notEnoughData');
    expect(waiting, JSON.stringify(before)).toBeDefined();
    const waitingCard = card(section(page, 'Needs more days'), waiting!);
    await waitingCard.getByText(waiting!.missing!, { exact: true }).waitFor();
    await expect(waitingCard.getByRole('progressbar').getAttribute('aria-valuetext')).resolves.toBe(
      `${waiting!.pairedDays} of 14 paired days`,
    );
    await waitingCard.getByText(CAVEAT, { exact: true }).waitFor();

    // Recomputing says what it found to screen readers.
    await page.getByRole('button', { name: 'Recompute now' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Worked out again: 1 link, / })
      .waitFor();

    // The form refuses a question the person already has, under the select it concerns.
    await page.getByRole('button', { name: 'Ask a question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask a question' });
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await dialog.getByText('Choose what you did', { exact: true }).waitFor();
    await dialog.getByLabel('What you did').selectOption({ label: 'Cold exposure (done or not)' });
    await dialog.getByLabel('What it might change').selectOption({ label: 'HRV (ms)' });
    await dialog.getByLabel('When to look').selectOption({ label: 'The night after' });
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await dialog.getByText('You already have this question', { exact: true }).waitFor();

    // A question of one's own: cold minutes against the same day's resting heart rate, never measured.
    await dialog.getByLabel('What it might change').selectOption({ label: 'Resting heart rate (bpm)' });
    await dialog.getByLabel('What you did').selectOption({ label: 'Cold exposure: minutes' });
    await dialog.getByLabel('When to look').selectOption({ label: 'The same day' });
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const added = (await insightsOf(page)).find((insight) => insight.origin === 'added');
    expect(added).toMatchObject({
      factor: { kind: 'protocolAmount', protocol: 'coldExposure' },
      outcome: { kind: 'biometric', metric: 'restingHeartRate' },
      lag: 'sameDay',
      status: 'notEnoughData',
    });
    const addedCard = card(section(page, 'Needs more days'), added!);
    await addedCard.getByText('Your question', { exact: true }).waitFor();
    await addedCard.getByText(added!.missing!, { exact: true }).waitFor();
    await addedCard.getByRole('button', { name: /^Delete/ }).waitFor();

    // Deleted, with Undo: the same question comes back.
    await addedCard.getByRole('button', { name: /^Delete/ }).click();
    await toastOnScreen(page, 'Question deleted').getByRole('button', { name: 'Undo' }).click();
    await toastTitled(page, 'Question is back').first().waitFor();
    await addedCard.getByText('Your question', { exact: true }).waitFor();

    // Hidden, the link leaves the tests and its section, and focus goes with its card; it stays hidden after a reload.
    await linkCard.getByRole('button', { name: /^Hide/ }).click();
    const hiddenCard = card(section(page, 'Hidden'), link!);
    await hiddenCard.getByRole('button', { name: /^Show/ }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Show: /);
    await expect.poll(() => section(page, 'Links in your data').count()).toBe(0);
    await page.reload();
    await hiddenCard.getByText('Hidden: left out of the tests.', { exact: true }).waitFor();
    expect((await insightsOf(page)).find(isColdHrv)).toMatchObject({ hidden: true });
  });

  it('says how to start with no questions, and offers a retry when the answer cannot be read', async () => {
    const page = await openPage('/auth', VIEWPORTS.phone);
    await expectStatus(await page.request.post('/api/register', { data: uniqueUser() }), 201);
    // Nothing logged yet: nothing to suggest.
    await expect(insightsOf(page)).resolves.toEqual([]);
    let failing = true;
    await page.route('**/api/insights', (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Try again in a moment"}' })
        : route.fallback(),
    );
    await page.goto('/insights');
    const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    failing = false;
    await retry.click();
    await page.getByText('No questions yet', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ask a question' }).first().click();
    await page.getByRole('dialog', { name: 'Ask a question' }).waitFor();
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violations, on the page and in the form (${label}, ${theme})`, async () => {
        const page = await personWithColdDays(viewport, theme);
        await openInsights(page);
        await section(page, 'Links in your data').getByText(CAVEAT).waitFor();
        await page.getByText('How this is worked out').click();
        await page.getByText(/no more than 10 % of the links shown/).waitFor();
        // Nothing wider than the screen.
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: 'Ask a question' }).click();
        const dialog = page.getByRole('dialog', { name: 'Ask a question' });
        await dialog.getByRole('button', { name: 'Add question' }).click();
        await dialog.getByText('Choose what it might change', { exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
