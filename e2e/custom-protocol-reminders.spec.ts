import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { protocolDocument } from './support/protocol-documents';

useBrowser();

const SUNLIGHT = protocolDocument({
  id: 'morning-sunlight',
  title: 'Morning sunlight',
  components: [{ id: 'outside', label: 'Outside', kind: 'check' }],
  schedule: { kind: 'daily', anchor: { event: 'wake', offsetMinutes: 30, windowMinutes: 60 } },
});

const reminderForm = (page: Page) => page.getByRole('form', { name: 'Reminder' });

/** Switches by keyboard, as the switch's own input is visually hidden behind its drawn track. */
async function toggle(control: Locator) {
  await control.focus();
  await control.press('Space');
}

describe('a protocol’s reminder', () => {
  it('sets the usual wake time and an anchored, then timed, reminder at 375 px, and keeps them after a reload', async () => {
    const page = await openPage('/auth', VIEWPORTS.phone);
    expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
    const created = await page.request.post('/api/custom-protocols', { data: { document: SUNLIGHT } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/protocols/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Morning sunlight' }).waitFor();
    const form = reminderForm(page);
    await form.getByText('Your wake-up is not known yet').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    // The hint leads to Settings, where the usual wake time is set.
    await form.getByRole('link', { name: 'Set your usual wake time' }).click();
    await page.getByLabel('Usual wake time').fill('06:45');
    await page.getByRole('button', { name: 'Save wake time' }).click();
    await toastTitled(page, 'Preferences saved').first().waitFor();
    await page.reload();
    await page.getByLabel('Usual wake time').waitFor();
    expect(await page.getByLabel('Usual wake time').inputValue()).toBe('06:45');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/protocols/${id}`);
    await reminderForm(page).waitFor();
    expect(await reminderForm(page).getByText('Your wake-up is not known yet').count()).toBe(0);
    await toggle(reminderForm(page).getByRole('switch', { name: 'Remind me' }));
    expect(await reminderForm(page).getByRole('radio', { name: 'At the anchor: 30 min after you wake' }).isChecked()).toBe(true);
    await reminderForm(page).getByRole('button', { name: 'Save reminder' }).click();
    await toastTitled(page, 'Reminder saved').first().waitFor();

    await page.reload();
    await reminderForm(page).waitFor();
    expect(await reminderForm(page).getByRole('switch', { name: 'Remind me' }).isChecked()).toBe(true);
    expect(await reminderForm(page).getByRole('radio', { name: 'At the anchor: 30 min after you wake' }).isChecked()).toBe(true);

    await reminderForm(page).getByRole('radio', { name: 'At a time' }).check();
    await reminderForm(page).getByLabel('Reminder time').fill('07:15');
    await reminderForm(page).getByRole('button', { name: 'Save reminder' }).click();
    await toastTitled(page, 'Reminder saved').first().waitFor();
    await page.reload();
    await reminderForm(page).waitFor();
    expect(await reminderForm(page).getByRole('radio', { name: 'At a time' }).isChecked()).toBe(true);
    expect(await reminderForm(page).getByLabel('Reminder time').inputValue()).toBe('07:15');
    expect(await axeViolations(page)).toEqual([]);
  });
});
