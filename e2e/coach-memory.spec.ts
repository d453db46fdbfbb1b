import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

async function signedIn(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const page = await openPage('/auth', viewport);
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  return page;
}

describe('Settings → Coach memory', () => {
  it('lists what the person asked the coach to remember, and adds, edits and deletes facts', async () => {
    const page = await signedIn();
    await page.goto('/chat');
    await page.getByLabel('Message the coach').fill('remember that I train at 6 am');
    await page.getByLabel('Message the coach').press('Enter');
    await page
      .getByRole('region', { name: 'Conversation' })
      .getByText('I\'ll remember: "I train at 6 am". You can change or delete it in Settings → Coach memory.')
      .waitFor();

    await page.goto('/settings/coach');
    const list = page.getByRole('list', { name: 'What the coach remembers' });
    await list.getByText('I train at 6 am').waitFor();

    await page.getByRole('textbox', { name: 'Something the coach should remember' }).fill('I take metformin');
    await page.getByRole('button', { name: 'Remember' }).click();
    await list.getByText('I take metformin').waitFor();

    await page.getByRole('button', { name: 'Edit: I train at 6 am' }).click();
    await page.getByRole('textbox', { name: 'Change: I train at 6 am' }).fill('I train at 7 am');
    await page.getByRole('button', { name: 'Save' }).click();
    await list.getByText('I train at 7 am').waitFor();

    await page.getByRole('button', { name: 'Delete: I take metformin' }).click();
    await list.getByText('I take metformin').waitFor({ state: 'detached' });
    const kept = (await (await page.request.get('/api/chat/memory')).json()) as { text: string }[];
    expect(kept.map((memory) => memory.text)).toEqual(['I train at 7 am']);
  });

  it('says what the server refused', async () => {
    const page = await signedIn();
    await page.goto('/settings/coach');
    await page.getByRole('button', { name: 'Remember' }).click();
    await page.getByText('text: Write what the coach should remember').waitFor();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS))
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violations with facts listed and one being edited at ${name} width, ${theme}`, async () => {
        const page = await signedIn(viewport);
        if (theme === 'dark') expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
        await page.request.post('/api/chat/memory', { data: { text: 'I train at 6 am' } });
        await page.goto('/settings/coach');
        await page.getByRole('list', { name: 'What the coach remembers' }).getByText('I train at 6 am').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Edit: I train at 6 am' }).click();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
});
