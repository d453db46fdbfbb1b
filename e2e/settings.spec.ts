import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

type Viewport = { width: number; height: number };

const SECTIONS = ['preferences', 'reminders', 'account', 'security', 'tokens', 'webhooks', 'safety', 'devices', 'data'] as const;
type Section = (typeof SECTIONS)[number];

/** What each section of Settings shows once it has loaded. */
const LOADED: Record<Section, (page: Page) => Locator> = {
  preferences: (page) => page.getByRole('radio', { name: 'System' }),
  reminders: (page) => page.getByRole('button', { name: 'Save reminders' }),
  account: (page) => page.getByLabel('Display name'),
  security: (page) => page.getByRole('button', { name: 'Sign out of all other devices' }),
  tokens: (page) => page.getByRole('heading', { name: 'Your tokens' }),
  webhooks: (page) => page.getByRole('heading', { name: 'Your webhooks' }),
  safety: (page) => page.getByRole('heading', { name: 'Before a fast of 24 hours or more' }),
  devices: (page) => page.getByRole('heading', { name: 'Apple Health' }),
  data: (page) => page.getByRole('button', { name: 'Delete account', exact: true }),
};

/** A new user, signed in, on a section of Settings (/settings/<section>) once it has loaded. */
async function openSettings(viewport: Viewport = VIEWPORTS.desktop, section: Section = 'preferences') {
  const page = await openPage('/auth', viewport);
  const credentials = uniqueUser();
  const response = await page.request.post('/api/register', { data: credentials });
  expect(response.status()).toBe(201);
  const user = (await response.json()) as { id: number };
  await gotoSection(page, section);
  return { page, userId: user.id, credentials };
}

async function gotoSection(page: Page, section: Section) {
  await page.goto(`/settings/${section}`);
  await LOADED[section](page).waitFor({ state: 'attached' });
  await expect.poll(() => page.getByRole('main').getByText('Loading…').count()).toBe(0);
}

async function gotoSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'System' }).waitFor({ state: 'attached' });
}

/** Picks a saved-on-change option and waits for the server to confirm it. */
async function choose(page: Page, option: string, confirmation: string) {
  await page.getByText(option, { exact: true }).click();
  await toastTitled(page, 'Preferences saved').getByText(confirmation).first().waitFor();
}

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

describe('the shared demo account', () => {
  it('says up front what the demo account cannot do; an own account sees no such note', async () => {
    const page = await openPage('/auth');
    expect((await page.request.post('/api/login', { data: { username: 'demo', password: 'demo1234' } })).status()).toBe(200);
    await gotoSettings(page);
    const note = page.getByRole('note', { name: 'You are using the shared demo account' });
    await note.getByText('its password, e-mail address and sign-in methods cannot be changed', { exact: false }).waitFor();
    await note.getByRole('link', { name: 'Create your own account' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const own = await openSettings();
    expect(await own.page.getByRole('note', { name: 'You are using the shared demo account' }).count()).toBe(0);
  });
});

describe('preferences', () => {
  it('shows weights in kg and temperatures in °C on the biometrics and cold screens', async () => {
    const { page, userId } = await openSettings();
    const weight = await page.request.post('/api/biometrics', { data: { userId, weight: 180 } });
    expect(weight.status()).toBe(201);
    const cold = { userId, exposureMethod: 'ice_bath', temperature: 50, temperatureUnit: 'F', duration: 200, completed: true };
    expect((await page.request.post('/api/protocols/cold', { data: cold })).status()).toBe(201);

    await choose(page, 'Kilograms (kg)', 'Weights now show in kilograms (kg).');
    await choose(page, 'Celsius (°C)', 'Temperatures now show in Celsius (°C).');
    expect(await page.getByRole('radio', { name: 'Kilograms (kg)' }).isChecked()).toBe(true);

    await page.goto('/biometrics');
    await page.getByRole('button', { name: /^Weight · 1/ }).click();
    await page.getByText('Only one reading so far: 81.6 kg. Log another day to see a trend.').waitFor();
    // A weight typed in kg reaches the API in pounds.
    await page.getByLabel('Weight (kg)').fill('82.3');
    await page.getByRole('button', { name: "Log Today's Biometrics" }).click();
    await toastTitled(page, 'Biometrics Saved').first().waitFor();
    const logs = (await (await page.request.get(`/api/biometrics/${userId}`)).json()) as { weight: number | null }[];
    expect(logs[0]!.weight).toBeCloseTo(181.44, 1);

    await page.goto('/cold-exposure');
    const temperature = page.getByLabel('Temperature (°C)');
    await temperature.waitFor();
    expect(await temperature.inputValue()).toBe('14'); // the 58 °F default, as a round °C figure
    await page.getByText('57.2 °F').waitFor();
    await temperature.fill('10');
    await page.getByText('50.0 °F').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Ice Bath' });
    expect(await row.getByRole('cell').allTextContents()).toEqual([expect.any(String), 'Ice Bath', '10 °C', '3:20', '']);

    // Protocol Progress shows °C first too (it read "50°F (10.0°C)").
    await page.goto('/protocol-progress');
    await page.getByRole('tab', { name: /Cold/ }).click();
    await page.getByRole('cell', { name: '10.0°C (50°F)' }).waitFor();

    // The checklist's hydration target speaks kilograms too (ounces stay the product's rule).
    await page.goto('/daily-checklist');
    await page.getByText('Drink 91 oz (2.7 L) of water (based on your 82.3 kg body weight)').waitFor();
  });

  it('applies the dark theme at once and after a reload, and back to the system theme', async () => {
    const { page } = await openSettings();
    expect(await htmlClass(page)).toBe('');
    await choose(page, 'Dark', 'Theme set to Dark.');
    expect(await htmlClass(page)).toBe('dark');
    await page.reload();
    expect(await htmlClass(page)).toBe('dark'); // set by the server from the cookie, before any script
    await page.getByRole('radio', { name: 'Dark' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);

    await choose(page, 'System', 'Theme set to System.');
    expect(await htmlClass(page)).toBe('');
    await page.reload();
    expect(await htmlClass(page)).toBe('');
  });

  it('keeps the saved choice and says so when saving fails', async () => {
    const { page } = await openSettings();
    await page.route('**/api/settings', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.getByText('Kilograms (kg)', { exact: true }).click();
    await toastTitled(page, 'Error').getByText('Failed to save your preferences: boom').waitFor();
    expect(await page.getByRole('radio', { name: 'Pounds (lbs)' }).isChecked()).toBe(true);
  });

  it('changes the time zone from the list', async () => {
    const { page } = await openSettings();
    await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
    await toastTitled(page, 'Preferences saved').getByText('Your days now follow the Asia/Tokyo time zone.').waitFor();
    const settings = (await (await page.request.get('/api/settings')).json()) as { timeZone: string };
    expect(settings.timeZone).toBe('Asia/Tokyo');
    await page.getByRole('button', { name: /^Use this device's time zone \(/ }).waitFor();
  });
});

describe('account', () => {
  it('opens at the Account section from the profile and shows a new display name in the header', async () => {
    const { page } = await openSettings();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.waitForURL('**/settings/account');
    const section = page.getByRole('region', { name: 'Account', exact: true });
    await section.waitFor();
    await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeLessThan(200);

    await page.getByLabel('Display name').fill('Morgan Rivers');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastTitled(page, 'Account updated').waitFor();
    await page.getByRole('banner').getByText('Morgan Rivers').waitFor();
  });

  it('shows field errors from the shared schema and from the server', async () => {
    const { page } = await openSettings(VIEWPORTS.desktop, 'account');
    const other = uniqueUser();
    // A second account whose e-mail is then taken.
    const second = await openPage('/auth');
    expect((await second.request.post('/api/register', { data: other })).status()).toBe(201);

    await page.getByLabel('Photo URL (optional)').fill('ftp://example.com/me.png');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('photoURL must be an https address').waitFor();
    await page.getByLabel('Photo URL (optional)').fill('');
    await page.locator('#account').getByLabel('E-mail').fill(other.email);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('#account').getByText('An account with this email already exists').waitFor();
  });

  it('refuses a wrong current password, checks the confirmation, and signs out other devices', async () => {
    const { page, credentials } = await openSettings(VIEWPORTS.desktop, 'security');
    const otherDevice = await openPage('/auth');
    const login = await otherDevice.request.post('/api/login', {
      data: { username: credentials.username, password: credentials.password },
    });
    expect(login.status()).toBe(200);

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('evening-moon-45');
    await page.getByLabel('Confirm new password').fill('evening-moon-46');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText("Passwords don't match").waitFor();

    await page.getByLabel('Confirm new password').fill('evening-moon-45');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('#password').getByText('The current password is not correct').waitFor();
    expect((await otherDevice.request.get('/api/user')).status()).toBe(200);

    await page.getByLabel('Current password').fill(credentials.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await toastTitled(page, 'Password changed').getByText('Your other devices were signed out.', { exact: false }).waitFor();
    expect(await page.getByLabel('Current password').inputValue()).toBe('');
    // The provider accounts that can still sign in, for the person to review: none for this one.
    await page.getByRole('status').filter({ hasText: 'No provider account can sign in to yours.' }).waitFor();
    expect((await otherDevice.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.get('/api/user')).status()).toBe(200);
  });

  it('signs out all other devices and says how many', async () => {
    const { page, credentials } = await openSettings(VIEWPORTS.desktop, 'security');
    const otherDevice = await openPage('/auth');
    await otherDevice.request.post('/api/login', { data: { username: credentials.username, password: credentials.password } });
    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await toastTitled(page, 'Other devices signed out').getByText('Signed out of 1 other device.').waitFor();
    await page.getByRole('status').filter({ hasText: 'No provider account can sign in to yours.' }).waitFor();
    expect((await otherDevice.request.get('/api/user')).status()).toBe(401);
  });
});

describe('your data', () => {
  it('exports JSON and imports it into another account, skipping what is already there', async () => {
    const { page, userId } = await openSettings(VIEWPORTS.desktop, 'data');
    for (const [weight, daysAgo] of [
      [184.6, 2],
      [181.2, 1],
    ] as const) {
      const timestamp = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
      expect((await page.request.post('/api/biometrics', { data: { userId, weight, timestamp } })).status()).toBe(201);
    }
    const cold = { userId, exposureMethod: 'cold_plunge', temperature: 50, temperatureUnit: 'F', duration: 120, completed: true };
    expect((await page.request.post('/api/protocols/cold', { data: cold })).status()).toBe(201);

    const exported = (await (await page.request.get('/api/account/export')).json()) as {
      format: string;
      version: number;
      records: { biometricLogs: { weightKg: number }[] } & Record<string, unknown[]>;
    };
    // Logging also ticks today's checklist, so the file holds a little more than the three logs.
    const total = Object.values(exported.records).reduce((sum, records) => sum + records.length, 0);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(exported.format).toBe('ultimate-human-export');
    expect(exported.version).toBe(1);
    expect(exported.records.biometricLogs.map((log) => Math.round(log.weightKg * 10) / 10)).toEqual([83.7, 82.2]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export as JSON' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ultimate-human-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await readFile((await download.path())!);
    expect((JSON.parse(file.toString('utf8')) as { format: string }).format).toBe('ultimate-human-export');
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export as CSV (ZIP)' }).click()]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);

    // A second, empty account takes the file; a second import skips every record.
    const { page: second } = await openSettings(VIEWPORTS.desktop, 'data');
    const upload = { name: 'export.json', mimeType: 'application/json', buffer: file };
    await second.getByLabel('Export file (.json)').setInputFiles(upload);
    await second.getByRole('button', { name: 'Import', exact: true }).click();
    await second.locator('#data').getByText(`Imported ${total} records.`).waitFor();
    await second.getByText('2 biometric readings imported').waitFor();
    await second.getByText('1 cold exposure session imported').waitFor();
    await toastTitled(second, 'Import complete').waitFor();

    await second.getByLabel('Export file (.json)').setInputFiles(upload);
    await second.getByRole('button', { name: 'Import', exact: true }).click();
    await second.locator('#data').getByText(`Imported 0 records; skipped ${total} already in your account.`).waitFor();
    await second.getByText('0 biometric readings imported, 2 skipped (already in your account)').waitFor();

    await second.goto('/biometrics');
    await second.getByRole('button', { name: /^Weight · 2/ }).waitFor();
  });

  it('rejects a file that is not JSON without calling the server, and shows the server message for another version', async () => {
    const { page } = await openSettings(VIEWPORTS.desktop, 'data');
    let importCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/account/import') importCalls += 1;
    });
    const input = page.getByLabel('Export file (.json)');
    await input.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"format": ') });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('This file is not valid JSON.', { exact: false }).first().waitFor();
    expect(importCalls).toBe(0);

    const exported = (await (await page.request.get('/api/account/export')).json()) as Record<string, unknown>;
    const future = Buffer.from(JSON.stringify({ ...exported, version: 2 }));
    await input.setInputFiles({ name: 'future.json', mimeType: 'application/json', buffer: future });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.locator('#data').getByText('Only export format version 1 can be imported').waitFor();
    expect(importCalls).toBe(1);
  });

  it('deletes the account after the password and a confirmation, and ends the session', async () => {
    const { page, credentials } = await openSettings(VIEWPORTS.desktop, 'data');
    const [session] = (await page.context().cookies()).filter((cookie) => cookie.name.endsWith('uh_session'));
    expect(session).toBeDefined();

    const password = page.locator('#delete-account-password');
    await password.fill('not-my-password');
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.locator('#delete-account').getByText('The password is not correct').waitFor();

    await password.fill(credentials.password);
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    await page.getByText('This cannot be undone.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL('**/login');
    await toastTitled(page, 'Account deleted').waitFor();

    const oldSession = await fetch(new URL('/api/user', page.url()), { headers: { cookie: `${session!.name}=${session!.value}` } });
    expect(oldSession.status).toBe(401);
  });
});

describe('sections', () => {
  it('lists the sections beside the open one at 1280 px, each at its own address and within about two screens', async () => {
    const { page } = await openSettings();
    const list = page.getByRole('navigation', { name: 'Settings sections' });
    expect((await list.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual([
      'Preferences',
      'Reminders',
      'Account',
      'Security',
      'Embeds & tokens',
      'Webhooks',
      'Coach memory',
      'Safety screens',
      'Connected devices',
      'Your data',
    ]);
    expect(await list.getByRole('link', { name: 'Preferences' }).getAttribute('aria-current')).toBe('page');

    await list.getByRole('link', { name: 'Security' }).click();
    await page.waitForURL('**/settings/security');
    await page.getByRole('region', { name: 'Password', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Sessions' }).waitFor();
    expect(await page.getByRole('region', { name: 'Preferences' }).count()).toBe(0);
    expect(await list.getByRole('link', { name: 'Security' }).getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toBe('Security · Settings · Ultimate Human');

    const tooTall: string[] = [];
    for (const section of SECTIONS) {
      await gotoSection(page, section);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      // Reminders is one form (every reminder with its time beside the channels): about two screens, a little over.
      const screens = section === 'reminders' ? 2.25 : 2;
      if (height > screens * VIEWPORTS.desktop.height) tooTall.push(`${section}: ${height} px`);
    }
    expect(tooTall).toEqual([]);
  }, 120_000);

  it('lists the sections on their own page on a phone, one tap from each and back', async () => {
    const page = await openPage('/auth', VIEWPORTS.phone);
    expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
    await page.goto('/settings');
    const list = page.getByRole('navigation', { name: 'Settings sections' });
    await list.getByRole('link', { name: /^Your data/ }).click();
    await page.waitForURL('**/settings/data');
    await page.getByRole('region', { name: 'Delete account' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Settings sections' }).count()).toBe(0);
    await page.getByRole('link', { name: 'All settings' }).click();
    await page.waitForURL(/\/settings$/);
    await list.getByRole('link', { name: /^Reminders/ }).waitFor();
  });

  it('takes an address of the one-page Settings to the section holding that card, query kept', async () => {
    const { page } = await openSettings();
    await page.goto('/settings?from=mail#sessions');
    await page.waitForURL('**/settings/security?from=mail#sessions');
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.waitFor();
    // The last card of its section: scrolled as far as the page goes, whole on screen.
    await expect
      .poll(() => sessions.evaluate((card) => card.getBoundingClientRect().top >= 0 && card.getBoundingClientRect().bottom <= innerHeight))
      .toBe(true);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.goto('/settings#reminders');
    await page.waitForURL('**/settings/reminders#reminders');
    await LOADED.reminders(page).waitFor();
    await page.goto('/settings/not-a-section');
    await page.waitForURL(/\/settings$/);
  });
});

describe('accessibility (axe-core)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`every settings section has no violations (${label}, ${theme})`, async () => {
        const { page } = await openSettings(viewport);
        if (theme === 'dark') await choose(page, 'Dark', 'Theme set to Dark.');
        const violations: string[] = [];
        for (const section of SECTIONS) {
          await gotoSection(page, section);
          violations.push(...(await axeViolations(page)).map((violation) => `${section}: ${violation}`));
        }
        await page.goto('/settings');
        await page.getByRole('navigation', { name: 'Settings sections' }).waitFor();
        violations.push(...(await axeViolations(page)).map((violation) => `/settings: ${violation}`));
        expect(violations).toEqual([]);
      }, 240_000);
    }
  }

  it('settings page has no violations in the dark theme, with the delete confirmation open', async () => {
    const { page } = await openSettings();
    await choose(page, 'Dark', 'Theme set to Dark.');
    await gotoSection(page, 'data');
    await page.locator('#delete-account-password').fill('anything');
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
