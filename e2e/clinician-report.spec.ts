import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

type Viewport = { width: number; height: number };
type Theme = 'light' | 'dark';
type Owner = { page: Page; displayName: string };

/** A new account signed in on a browser of its own, in `theme`, with a cold shower and a biometric reading logged today. */
async function ownerWithLogs(displayName: string, viewport: Viewport = VIEWPORTS.desktop, theme: Theme = 'light'): Promise<Owner> {
  const page = await openPage('/auth', viewport);
  const registered = await page.request.post('/api/register', { data: { ...uniqueUser(), displayName } });
  expect(registered.status()).toBe(201);
  const { id: userId } = (await registered.json()) as { id: number };
  if (theme === 'dark') expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
  const cold = await page.request.post('/api/protocols/cold', {
    data: { exposureMethod: 'cold_shower', temperature: 50, temperatureUnit: 'F', duration: 120, completed: true },
  });
  expect(cold.status()).toBe(201);
  expect((await page.request.post('/api/biometrics', { data: { userId, heartRate: 61 } })).status()).toBe(201);
  return { page, displayName };
}

/** Someone without an account, on a browser of their own (no cookies), at the link's address. */
async function clinicianAt(path: string, viewport: Viewport = VIEWPORTS.desktop, theme: Theme = 'light') {
  const page = await openPage('/auth', viewport);
  if (theme === 'dark') await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Health report' }).waitFor();
  return page;
}

const reportSection = (page: Page) => page.getByRole('region', { name: 'Report for a clinician' });
const linkList = (page: Page) => page.getByRole('list', { name: 'Your report links' });
const reportHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name: `Health report: ${name}` });

/** Makes a link through the form on /sharing: the address's path and the passcode it shows this once. */
async function makeLink(page: Page): Promise<{ path: string; passcode: string }> {
  await page.goto('/sharing');
  const form = reportSection(page).getByRole('form', { name: 'Make a link for someone without an account' });
  expect(await form.getByRole('radio', { name: 'Last 30 days' }).isChecked()).toBe(true);
  expect(await form.getByLabel('Link works for').inputValue()).toBe('14');
  await form.getByRole('button', { name: 'Make link' }).click();
  const made = reportSection(page).getByRole('region', { name: 'Your new link' });
  await made.getByText('Give the passcode separately (say it, or write it down). It is shown only now.').waitFor();
  const address = await made.getByLabel('Address').inputValue();
  const passcode = await made.getByLabel('Passcode').inputValue();
  expect(address).toMatch(/^http:\/\/[^/]+\/report\/[A-Za-z0-9_-]{20,100}$/);
  expect(passcode).toMatch(/^\d{8}$/);
  return { path: new URL(address).pathname, passcode };
}

/** Types the passcode into the link's form and sends it; resolves once the server answered. */
async function enterPasscode(page: Page, passcode: string) {
  await page.getByLabel('Enter the passcode you were given').fill(passcode);
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/report-links\/[^/]+$/.test(response.url())),
    page.getByRole('button', { name: 'Open the report' }).click(),
  ]);
}

const wrongPasscode = (passcode: string) => `${(Number(passcode[0]) + 1) % 10}${passcode.slice(1)}`;

async function expectPdf(download: Download) {
  expect(download.suggestedFilename()).toMatch(/^health-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');
}

describe('the report for a clinician', () => {
  it('prints and downloads the owner’s report, and opens it through a link and its passcode until the owner ends the link', async () => {
    const owner = await ownerWithLogs('Olive Owner');
    const { page } = owner;

    // The printable report, in the words the PDF uses.
    await page.goto('/sharing');
    await reportSection(page).getByRole('link', { name: 'Open printable report' }).click();
    await page.waitForURL(/\/sharing\/report\?range=month$/);
    await reportHeading(page, 'Olive Owner').waitFor();
    await page.getByText(/^Last 30 Days, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} · made \d{4}-\d{2}-\d{2}$/).waitFor();
    const cold = page.getByRole('region', { name: 'Cold exposure' });
    await cold.getByRole('row', { name: 'Sessions 1', exact: true }).waitFor();
    await cold.getByRole('row', { name: 'Minutes in the cold 2 min', exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Biometrics' })
      .getByRole('row', { name: /^Resting heart rate average 61 bpm/ })
      .waitFor();

    // The PDF, straight from the page.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF (A4)' }).click()]);
    await expectPdf(pdf);
    expect(await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/sharing/report.zip?range=month');

    // Printed, the paper holds the report alone.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Sidebar' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('link', { name: 'Download PDF (A4)' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('link', { name: 'Back to Sharing' }).isVisible()).resolves.toBe(false);
    await expect(reportHeading(page, 'Olive Owner').isVisible()).resolves.toBe(true);
    await expect(cold.getByRole('row', { name: 'Sessions 1', exact: true }).isVisible()).resolves.toBe(true);
    expect(await reportHeading(page, 'Olive Owner').evaluate((heading) => getComputedStyle(heading).color)).toBe('rgb(0, 0, 0)');
    await page.emulateMedia({ media: 'screen' });

    // Another period from the page itself.
    await page.getByText('This week', { exact: true }).click();
    await page.waitForURL(/\/sharing\/report\?range=week$/);
    await page.getByText(/^This Week, /).waitFor();

    // A link for someone without an account: its address and passcode, shown once; listed as active.
    const link = await makeLink(page);
    const row = linkList(page).getByRole('listitem').first();
    await row.getByText('Last 30 days', { exact: true }).waitFor();
    await row.getByText(/^Active until \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor();
    await reportSection(page).getByRole('button', { name: 'Done' }).click();
    await reportSection(page).getByRole('region', { name: 'Your new link' }).waitFor({ state: 'detached' });

    // The clinician, signed in nowhere: a wrong passcode is refused, the right one opens the report.
    const clinician = await clinicianAt(link.path);
    await enterPasscode(clinician, wrongPasscode(link.passcode));
    await clinician.getByRole('alert').getByText('That passcode is not right').waitFor();
    expect(await clinician.getByLabel('Enter the passcode you were given').getAttribute('inputmode')).toBe('numeric');
    await enterPasscode(clinician, link.passcode);
    await reportHeading(clinician, 'Olive Owner').waitFor();
    await clinician.getByRole('region', { name: 'Cold exposure' }).getByRole('row', { name: 'Sessions 1', exact: true }).waitFor();
    expect(clinician.url()).not.toContain(link.passcode);
    const [linkPdf] = await Promise.all([
      clinician.waitForEvent('download'),
      clinician.getByRole('button', { name: 'Download PDF (Letter)' }).click(),
    ]);
    await expectPdf(linkPdf);
    expect(await clinician.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(
      link.passcode,
    );

    // The owner reads who opened it.
    await page.goto('/sharing');
    await row.getByRole('button', { name: /^Access log of / }).click();
    const log = row.getByRole('list', { name: /^Access log of / });
    await log.getByText('Viewed: Report', { exact: true }).waitFor();
    await log.getByText('Viewed: Report (PDF)', { exact: true }).waitFor();

    // The owner ends it: the clinician's next try says so.
    await row.getByRole('button', { name: /^End link/ }).click();
    await page.getByRole('dialog', { name: 'End this link?' }).getByRole('button', { name: 'End link', exact: true }).click();
    await row.getByText('Ended', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^End link/ }).count()).toBe(0);

    await clinician.reload();
    await enterPasscode(clinician, link.passcode);
    await clinician.getByRole('alert').getByText('This report link has ended or does not exist').waitFor();
    expect(await reportHeading(clinician, 'Olive Owner').count()).toBe(0);
  });

  it('after five wrong passcodes, tells the person to wait', async () => {
    const owner = await ownerWithLogs('Olive Owner');
    const link = await makeLink(owner.page);
    const clinician = await clinicianAt(link.path, VIEWPORTS.phone);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await enterPasscode(clinician, wrongPasscode(link.passcode));
      await clinician.getByRole('alert').getByText('That passcode is not right').waitFor();
    }
    await enterPasscode(clinician, link.passcode);
    await clinician
      .getByRole('alert')
      .getByText(/try again in \d+ minutes?|Wait .* before you try again/)
      .waitFor();
    expect(await reportHeading(clinician, 'Olive Owner').count()).toBe(0);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS))
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violations on /sharing, /sharing/report and /report/:token at ${name} width, ${theme}`, async () => {
        const { page } = await ownerWithLogs('Olive Owner', viewport, theme);
        const link = await makeLink(page);
        await linkList(page)
          .getByRole('button', { name: /^Access log of / })
          .click();
        await linkList(page).getByText('No access yet.').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.goto('/sharing/report?range=month');
        await reportHeading(page, 'Olive Owner').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        const clinician = await clinicianAt(link.path, viewport, theme);
        await enterPasscode(clinician, wrongPasscode(link.passcode));
        await clinician.getByRole('alert').getByText('That passcode is not right').waitFor();
        expect(await axeViolations(clinician)).toEqual([]);
        await enterPasscode(clinician, link.passcode);
        await reportHeading(clinician, 'Olive Owner').waitFor();
        expect(await axeViolations(clinician)).toEqual([]);
      });
    }
});
