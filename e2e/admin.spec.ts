import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, VIEWPORTS, useBrowser } from './support/browser';
import { startBuiltApp } from './support/built-app';

useBrowser();

type App = Awaited<ReturnType<typeof startBuiltApp>>;

async function fillRegistration(page: Page, user: ReturnType<typeof uniqueUser>) {
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
}

/** A new browser signed in as a new account made through the API. */
async function signedInAs(app: App, user: ReturnType<typeof uniqueUser>, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const page = await openPage('/auth', viewport, { baseUrl: app.url });
  expect((await page.request.post('/api/register', { data: user })).status()).toBe(201);
  return page;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** `npm run backup` beside the running app, on its data folder, as an operator runs it. */
async function backUp(app: App, env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  const root = path.resolve(import.meta.dirname, '..');
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
    cwd: root,
    env: { ...process.env, ...app.dataEnv, SEED_DEMO_ACCOUNT: 'false', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: `${error.stdout}${error.stderr}` }),
  );
}

describe('the admin page on a server where anyone may register', () => {
  let app: App;
  // The first account on an empty server is its admin (the demo account is not seeded here).
  const admin = uniqueUser();
  beforeAll(async () => {
    app = await startBuiltApp({ REGISTRATION: 'open', SEED_DEMO_ACCOUNT: 'false', ADMIN_USERNAMES: admin.username });
  });
  afterAll(() => app?.stop());

  it('invites a person, who registers through the link; disables, enables and deletes them; and logs each action', async () => {
    const page = await signedInAs(app, admin);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Admin', level: 1 }).waitFor();

    // The admin's own row offers nothing that would lock them out.
    const ownRow = page.getByRole('row', { name: new RegExp(admin.username) });
    await ownRow.getByText('Your account').waitFor();
    await expect.poll(() => ownRow.getByRole('button').count()).toBe(0);

    const invites = section(page, 'Invites');
    await expect.poll(() => invites.getByLabel('Expires after (days)').inputValue()).toBe('7');
    await invites.getByRole('button', { name: 'Create invite link' }).click();
    await invites.getByText('it will not be shown again').waitFor();
    await invites.getByRole('button', { name: 'Copy invite link' }).click();
    await toastTitled(page, 'Copied!').first().waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await invites.getByRole('textbox', { name: 'Invite link' }).inputValue());
    expect(link).toMatch(new RegExp(`^${app.url}/register\\?invite=[A-Za-z0-9_-]{22,}$`));
    await invites.getByRole('button', { name: 'Done' }).click();
    await invites.getByText(/^Invite \d+: Open$/).waitFor();

    const person = uniqueUser();
    const theirs = await openPage(link, VIEWPORTS.phone, { baseUrl: app.url });
    await fillRegistration(theirs, person);
    await theirs.getByRole('button', { name: 'Create Account' }).click();
    await theirs.getByRole('heading', { name: /^Welcome/ }).waitFor();

    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(person.username) });
    await row.getByRole('cell', { name: /^\d+(\.\d)? (kB|MB)$/ }).waitFor();
    await row.getByText('Password').waitFor();
    await section(page, 'Invites').getByText(`Used by ${person.username}`).waitFor();

    // Disabling asks first, then ends their session at once.
    await theirs.goto('/progress');
    await theirs.getByRole('heading', { name: 'Your Health Progress', level: 1 }).waitFor();
    await row.getByRole('button', { name: `Disable ${person.username}` }).click();
    const disableDialog = page.getByRole('dialog', { name: `Disable ${person.username}?` });
    await disableDialog.getByText('Their sessions end at once').waitFor();
    await disableDialog.getByRole('button', { name: 'Disable account' }).click();
    await toastTitled(page, 'Account disabled').first().waitFor();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await theirs.goto('/progress');
    await theirs.waitForURL((url) => url.pathname === '/auth');

    await row.getByRole('button', { name: `Enable ${person.username}` }).click();
    await toastTitled(page, 'Account enabled').first().waitFor();
    await row.getByRole('button', { name: `Disable ${person.username}` }).waitFor();

    // Deleting waits for the exact username, and says their own export will no longer be possible.
    await row.getByRole('button', { name: `Delete ${person.username}` }).click();
    const deleteDialog = page.getByRole('dialog', { name: `Delete ${person.username}?` });
    await deleteDialog.getByText('Their own export cannot be made after this').waitFor();
    const confirm = deleteDialog.getByRole('button', { name: 'Delete account' });
    await deleteDialog.getByLabel(`Type ${person.username} to confirm`).fill(person.username.slice(0, -1));
    expect(await confirm.isDisabled()).toBe(true);
    await deleteDialog.getByLabel(`Type ${person.username} to confirm`).fill(person.username);
    await confirm.click();
    await toastTitled(page, 'Account deleted').first().waitFor();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(person.username) }).count()).toBe(0);
    expect((await theirs.request.post('/api/login', { data: { username: person.username, password: person.password } })).status()).toBe(
      401,
    );

    // Newest first, one sentence each.
    const audit = section(page, 'Audit log').getByRole('listitem');
    await expect
      .poll(() => audit.allInnerTexts())
      .toEqual([
        expect.stringContaining(`${admin.username} deleted ${person.username}`),
        expect.stringContaining(`${admin.username} enabled ${person.username}`),
        expect.stringContaining(`${admin.username} disabled ${person.username}`),
        expect.stringMatching(new RegExp(`^${admin.username} created invite \\d+`)),
      ]);
  });

  it('shows the server status and passes axe at 375 and 1280 px without sideways scrolling', async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const page = await openPage('/auth', viewport, { baseUrl: app.url });
      expect((await page.request.post('/api/login', { data: { username: admin.username, password: admin.password } })).status()).toBe(200);
      await page.goto('/admin');
      const status = section(page, 'Server status');
      await status.getByText('No backups yet').waitFor();
      await status.getByText(/^Embedded PostgreSQL, reachable, /).waitFor();
      await status.getByText('Open: anyone can create an account').waitFor();
      await section(page, 'Accounts').getByText(admin.username, { exact: true }).filter({ visible: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('shows a backup made with npm run backup as verified with its size, and a failed one with its reason', async () => {
    const made = await backUp(app);
    expect(made.output).toContain('Verified: restored into a scratch database, every table matches its checksum.');
    expect(made.code).toBe(0);
    const page = await openPage('/auth', VIEWPORTS.desktop, { baseUrl: app.url });
    expect((await page.request.post('/api/login', { data: { username: admin.username, password: admin.password } })).status()).toBe(200);
    await page.goto('/admin');
    const status = section(page, 'Server status');
    await status.getByText(/^Verified .+ \(\d+(\.\d)? kB\): restores exactly$/).waitFor();

    // A folder that cannot be made (a file is in the way): the run fails, says why, and the page shows it.
    const inTheWay = path.join(app.dataEnv.DATA_DIR, 'not-a-folder');
    writeFileSync(inTheWay, 'in the way');
    const failed = await backUp(app, { BACKUP_DIR: inTheWay });
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/^Backup failed: /m);
    await page.reload();
    await status.getByText(/^Failed .+: .+ Last verified .+\.$/).waitFor();
  });

  it('hides the admin page from anyone else: no Admin link, and /admin is not found', async () => {
    const page = await signedInAs(app, uniqueUser());
    await page.goto('/admin');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    expect((await page.request.get('/api/admin/accounts')).status()).toBe(404);
  });
});

describe('registration by invitation', () => {
  let app: App;
  beforeAll(async () => {
    app = await startBuiltApp({ REGISTRATION: 'invite', SEED_DEMO_ACCOUNT: 'false' });
  });
  afterAll(() => app?.stop());

  it('lets the first account in without an invite, as the admin, then asks everyone else for a link', async () => {
    // Nobody has an account yet: the form is there, saying the account becomes the server's admin.
    const founderPage = await openPage('/register', VIEWPORTS.desktop, { baseUrl: app.url });
    await founderPage.getByText('No one has an account on this server yet: the account you create now becomes its admin.').waitFor();
    await fillRegistration(founderPage, uniqueUser());
    await founderPage.getByRole('button', { name: 'Create Account' }).click();
    await founderPage.getByRole('heading', { name: /^Welcome/ }).waitFor();
    await founderPage.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Admin' }).click();
    const invites = section(founderPage, 'Invites');
    await invites.getByRole('button', { name: 'Create invite link' }).click();
    const link = await invites.getByRole('textbox', { name: 'Invite link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${app.url}/register\\?invite=[A-Za-z0-9_-]{22,}$`));

    // Without a link, no form; a made-up code is refused with the server's reason.
    const page = await openPage('/register', VIEWPORTS.phone, { baseUrl: app.url });
    await page.getByText('Registration on this server is by invitation: ask its admin for an invite link.').waitFor();
    expect(await page.getByRole('button', { name: 'Create Account' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/register?invite=not-a-real-code');
    await fillRegistration(page, uniqueUser());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toastTitled(page, 'Registration failed').getByText('This invite link is used, expired or revoked').first().waitFor();

    // The admin's link lets one person in, as an ordinary account.
    const invited = uniqueUser();
    await page.goto(link);
    await fillRegistration(page, invited);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    expect(((await (await page.request.get('/api/user')).json()) as { isAdmin: boolean }).isAdmin).toBe(false);
    await founderPage.reload();
    await section(founderPage, 'Invites').getByText(`Used by ${invited.username}`).waitFor();
  });
});
