import { inflateRawSync } from 'node:zlib';
import type { ExperimentCreate, ExperimentView } from '@uh/core/experiments/experiments.schema';
import { expect } from 'vitest';
import type { App } from '../../app';
import { experiments } from '../../db/schema';
import { testDatabase } from '../../../test/test-app';
import { call, type Person } from '../custom-protocols/custom-protocols-test-helpers';

/** Cold exposure against the next night's HRV, the default design: the body a person would send. */
export const coldHrv = (startDay: string, overrides: Partial<Record<keyof ExperimentCreate, unknown>> = {}) => ({
  intervention: { kind: 'protocol', protocol: 'coldExposure' },
  outcome: { kind: 'biometric', metric: 'hrvMs' },
  lag: 'nextNight',
  smallestChange: 3,
  direction: 'increase',
  design: { kind: 'abab' },
  startDay,
  ...overrides,
});

export async function createExperiment(app: App, person: Person, body: unknown): Promise<ExperimentView> {
  const response = await call(app, person, 'POST', '/api/experiments', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** An experiment begun in the past, written straight to the table (the API only starts them today or later). */
export async function storePastExperiment(
  userId: number,
  input: { startDay: string; endDay: string; seed: number; stopping?: ExperimentCreate['stopping'] },
): Promise<number> {
  const [row] = await testDatabase()
    .db.insert(experiments)
    .values({
      userId,
      intervention: { kind: 'protocol', protocol: 'coldExposure' },
      outcome: { kind: 'biometric', metric: 'hrvMs' },
      lag: 'nextNight',
      smallestChange: 3,
      direction: 'increase',
      design: { kind: 'abab', baselineDays: 7, blockDays: 4, maxDays: 28, washoutDays: 0 },
      stopping: input.stopping ?? { kind: 'fixed' },
      startDay: input.startDay,
      endDay: input.endDay,
      seed: input.seed,
    })
    .returning({ id: experiments.id });
  return row!.id;
}

/** The files of a ZIP the server wrote (deflated entries, no directories), by name. */
export function unzipped(archive: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  let offset = 0;
  while (archive.readUInt32LE(offset) === 0x04034b50) {
    const size = archive.readUInt32LE(offset + 18);
    const nameLength = archive.readUInt16LE(offset + 26);
    const extraLength = archive.readUInt16LE(offset + 28);
    const name = archive.subarray(offset + 30, offset + 30 + nameLength).toString('utf8');
    const start = offset + 30 + nameLength + extraLength;
    files.set(name, inflateRawSync(archive.subarray(start, start + size)).toString('utf8'));
    offset = start + size;
  }
  return files;
}
