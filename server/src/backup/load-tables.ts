import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { readCatalogue, resetSequences, STABLE_TEXT_SETTINGS, switchUserTriggers, truncateAll, type CatalogueTable } from './catalogue';
import { digestStream, type Digest } from './digest';
import type { OpenedBackup } from './archive-read';
import type { Manifest } from './manifest';

/**
 * Loads a backup's tables into a database whose schema is already at the backup's migration, in
 * one transaction on `client` (the caller commits or rolls back), then reads every table back by
 * the same ordered COPY the backup was taken with and compares counts and digests with the
 * manifest. Verify and restore both run this; it returns every mismatch it finds, in words.
 */
export async function loadTables(client: pg.ClientBase, backup: OpenedBackup): Promise<string[]> {
  await client.query(STABLE_TEXT_SETTINGS);
  const catalogue = await readCatalogue(client);
  const byName = new Map(catalogue.map((table) => [table.name, table]));
  const problems: string[] = [];
  // Emptied first, drizzle's migration record included: the backup's rows replace what migrating wrote.
  await client.query(truncateAll(catalogue));
  await client.query(switchUserTriggers(catalogue, false));

  const loaded = new Map<string, Digest>();
  for await (const entry of backup.tables()) {
    const table = byName.get(entry.name);
    if (!table) {
      problems.push(`Table ${entry.name} is in the backup but not in the schema at migration ${backup.manifest.lastMigration}.`);
      entry.stream.resume();
      continue;
    }
    const digest = digestStream();
    await pipeline(entry.stream, digest.stream, client.query(copyFrom(table.copyIn)));
    loaded.set(entry.name, digest.result());
    await resetSequences(client, table);
  }
  await client.query(switchUserTriggers(catalogue, true));
  problems.push(...compare(backup.manifest, loaded, 'in the file'));
  problems.push(...compare(backup.manifest, await readBack(client, catalogue), 'after loading'));
  return problems;
}

/** Each table's digest as the database now holds it, read exactly as a backup reads it. */
export async function readBack(client: pg.ClientBase, catalogue: CatalogueTable[]): Promise<Map<string, Digest>> {
  const digests = new Map<string, Digest>();
  for (const table of catalogue) {
    const digest = digestStream();
    const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
    await pipeline(client.query(copyTo(table.copyOut)), digest.stream, discard);
    digests.set(table.name, digest.result());
  }
  return digests;
}

function compare(manifest: Manifest, found: Map<string, Digest>, where: string): string[] {
  const problems: string[] = [];
  for (const expected of manifest.tables) {
    const actual = found.get(expected.name);
    if (!actual) problems.push(`Table ${expected.name} is missing ${where}.`);
    else if (actual.rows !== expected.rows)
      problems.push(`Table ${expected.name} has ${actual.rows} rows ${where}; the manifest says ${expected.rows}.`);
    else if (actual.sha256 !== expected.sha256) problems.push(`Table ${expected.name} differs from the manifest's checksum ${where}.`);
  }
  for (const [name, digest] of found) {
    if (digest.rows > 0 && !manifest.tables.some((expected) => expected.name === name)) {
      problems.push(`Table ${name} has ${digest.rows} rows ${where} that the manifest does not list.`);
    }
  }
  return problems;
}
