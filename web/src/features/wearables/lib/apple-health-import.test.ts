import type { ImportJob } from '@uh/core/wearables/wearables.schema';
import { describe, expect, it } from 'vitest';
import {
  activeImport,
  APPLE_HEALTH_MESSAGES,
  fileProblem,
  formatBytes,
  importResultText,
  importStatusText,
  metricRows,
  percentOf,
  uploadContentType,
  uploadErrorText,
} from './apple-health-import';

const job = (overrides: Partial<ImportJob>): ImportJob => ({
  id: 1,
  source: 'apple_health',
  fileName: 'export.zip',
  status: 'succeeded',
  bytesTotal: 1000,
  bytesRead: 1000,
  recordsRead: 0,
  counts: {},
  newCount: 0,
  existingCount: 0,
  error: null,
  createdAt: '2026-05-03T14:30:00.000Z',
  finishedAt: null,
  ...overrides,
});

describe('activeImport', () => {
  it('picks the import still queued or running, so the page follows it again', () => {
    const jobs = [job({ id: 3, status: 'running' }), job({ id: 2, status: 'failed' })];
    expect(activeImport(jobs)?.id).toBe(3);
    expect(activeImport([job({ id: 4, status: 'queued' })])?.id).toBe(4);
    expect(activeImport([job({ status: 'succeeded' }), job({ status: 'failed' })])).toBeNull();
    expect(activeImport(undefined)).toBeNull();
  });
});

describe('percentOf', () => {
  it('gives whole percents, never past 100 or below 0, and 0 for an unknown total', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(5, 3)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('fileProblem', () => {
  it('names a missing, empty or too large file, and leaves the rest to the server', () => {
    expect(fileProblem(null)).toBe(APPLE_HEALTH_MESSAGES.noFile);
    expect(fileProblem({ size: 0 })).toBe(APPLE_HEALTH_MESSAGES.empty);
    expect(fileProblem({ size: 2 * 1024 ** 3 + 1 })).toBe(APPLE_HEALTH_MESSAGES.tooLarge);
    expect(fileProblem({ size: 2 * 1024 ** 3 })).toBeNull();
  });
});

describe('uploadContentType', () => {
  it('sends a zip as a zip and anything else as XML', () => {
    expect(uploadContentType('export.ZIP')).toBe('application/zip');
    expect(uploadContentType('export.xml')).toBe('application/xml');
    expect(uploadContentType('notes.txt')).toBe('application/xml');
  });
});

describe('formatBytes', () => {
  it('reads like a file manager', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(250 * 1024 ** 2)).toBe('250 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.3 GB');
  });
});

describe('results', () => {
  it("says 'n new, m already there'", () => {
    expect(importResultText({ newCount: 1204, existingCount: 0 })).toBe('1,204 new, 0 already there');
  });

  it('lists the types the file held in the order the card names them', () => {
    const counts = { sleep: { samples: 9, new: 3, existing: 0 }, weight: { samples: 2, new: 2, existing: 0 } };
    expect(metricRows(counts)).toEqual([
      { metric: 'weight', label: 'Body weight', samples: 2, new: 2, existing: 0 },
      { metric: 'sleep', label: 'Sleep', samples: 9, new: 3, existing: 0 },
    ]);
  });

  it('says how each import went, with the server’s reason for a failure', () => {
    expect(importStatusText(job({ status: 'queued' }))).toBe('Waiting to start');
    expect(importStatusText(job({ status: 'running', bytesRead: 250 }))).toBe('Reading the file (25%)');
    expect(importStatusText(job({ newCount: 3, existingCount: 1 }))).toBe('3 new, 1 already there');
    expect(importStatusText(job({ status: 'failed', error: 'This is not an Apple Health export.' }))).toBe(
      'Failed: This is not an Apple Health export.',
    );
  });
});

describe('uploadErrorText', () => {
  it('reads the message like every other API response', () => {
    expect(uploadErrorText('{"message":"An import is already running."}', 'Conflict')).toBe('An import is already running.');
    expect(uploadErrorText('{"error":"x"}', 'Bad Request')).toBe('{"error":"x"}');
    expect(uploadErrorText('Payload Too Large', 'Payload Too Large')).toBe('Payload Too Large');
    expect(uploadErrorText('', 'Bad Gateway')).toBe('Bad Gateway');
  });
});
