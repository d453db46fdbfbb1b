import { describe, expect, it } from 'vitest';
import {
  LINK_DAY_CHOICES,
  linkStatusText,
  rangeOfSearch,
  reportCsvUrl,
  reportLinkAddress,
  reportPageUrl,
  reportPdfUrl,
} from './report-words';

describe('the report’s period and addresses', () => {
  it('reads the period from the printable page’s address, Last 30 days when missing or unknown', () => {
    expect(rangeOfSearch('?range=week')).toBe('week');
    expect(rangeOfSearch('range=all')).toBe('all');
    expect(rangeOfSearch('')).toBe('month');
    expect(rangeOfSearch('?range=year')).toBe('month');
  });

  it('names the owner’s page and files for a period and paper', () => {
    expect(reportPageUrl('week')).toBe('/sharing/report?range=week');
    expect(reportPdfUrl('month', 'letter')).toBe('/api/sharing/report.pdf?range=month&paper=letter');
    expect(reportCsvUrl('all')).toBe('/api/sharing/report.zip?range=all');
  });

  it('gives a link’s full address on this server', () => {
    expect(reportLinkAddress('https://uh.example', 'abc_DEF-123')).toBe('https://uh.example/report/abc_DEF-123');
  });

  it('offers 7, 14 (the default), 30 and 90 days, all within what the API takes', () => {
    expect(LINK_DAY_CHOICES).toEqual([7, 14, 30, 90]);
  });
});

describe('a link’s status', () => {
  it('says until when an active link works, in the person’s zone', () => {
    expect(linkStatusText({ status: 'active', expiresAt: '2026-03-03T23:30:00.000Z' }, 'UTC')).toBe('Active until 3 Mar 2026');
    expect(linkStatusText({ status: 'active', expiresAt: '2026-03-03T23:30:00.000Z' }, 'Europe/Berlin')).toBe('Active until 4 Mar 2026');
  });

  it('says Expired or Ended for one that no longer works', () => {
    expect(linkStatusText({ status: 'expired', expiresAt: '2026-03-03T00:00:00.000Z' }, 'UTC')).toBe('Expired');
    expect(linkStatusText({ status: 'ended', expiresAt: '2026-03-03T00:00:00.000Z' }, 'UTC')).toBe('Ended');
  });
});
