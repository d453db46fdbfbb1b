import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { protocolDocument } from './support/protocol-documents';

useBrowser();

const STEPS = protocolDocument({
  id: 'steps',
  title: 'Daily steps',
  components: [{ id: 'steps', label: 'Steps', kind: 'measure', unit: 'steps', target: { kind: 'atLeast', value: 8000, aggregate: 'max' } }],
  schedule: { kind: 'daily' },
});

describe('a steps protocol filled by a wearable', () => {
  it('says in the history which values came from a wearable, and not of those typed', async () => {
    const page = await openPage('/auth', VIEWPORTS.phone);
    expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
    const created = await page.request.post('/api/custom-protocols', { data: { document: STEPS } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const yesterday = await page.evaluate(() => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA'));
    // As a sync writes them: the same entry a wearable's steps become.
    for (const [date, value, source] of [
      [today, 9120, 'wearable'],
      [yesterday, 4000, 'manual'],
    ] as const) {
      const logged = await page.request.post(`/api/custom-protocols/${id}/entries`, {
        data: { componentId: 'steps', date, value, source },
      });
      expect(logged.status()).toBe(201);
    }

    await page.goto(`/protocols/${id}`);
    const history = page.getByRole('list', { name: 'Last 30 days' }).getByRole('listitem');
    await history.filter({ hasText: 'Today' }).getByText('from a wearable').waitFor();
    const typed = history.filter({ hasText: /Steps: 4,?000/ }).first();
    await typed.waitFor();
    expect(await typed.getByText('from a wearable').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
