// The printed figures of bench:storage: growth per table against the hand-counted baseline, the
// database and WAL around it, the voice recordings estimated from their format, and the sizing line.
import type { RawPayload } from './raw-payload';
import type { Footprint } from './relation-sizes';

const SIZING = { people: 100, years: 10 };
// A kept recording: 60 s of 16 kHz mono 16-bit PCM behind a 44-byte WAV header (voice_recordings.audio).
const RECORDING = { seconds: 60, sampleRate: 16_000, bytesPerSample: 2, headerBytes: 44 };

const MB = 1e6;
const GB = 1e9;
const mb = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;
const count = (value: number) => value.toLocaleString('en-US');

type Measurement = { footprint: Footprint; raw: RawPayload[] };
export type StorageRun = {
  people: number;
  years: number;
  daysPerYear: number;
  before: Measurement;
  after: Measurement;
  /** Bytes of WAL written between the two measurements. */
  walSeeding: number;
  maxWalSize: string;
  seedSeconds: number;
};

export function report(input: StorageRun) {
  const { before, after, people, years } = input;
  const personYears = people * years;
  const peopleYears = `${people} ${people === 1 ? 'person' : 'people'} × ${years} years`;
  const rows = after.footprint.tables.map(({ table, bytes }) => {
    const raw = after.raw.find((entry) => entry.table === table);
    const rawBefore = before.raw.find((entry) => entry.table === table);
    return {
      table,
      rows: (raw?.rows ?? 0) - (rawBefore?.rows ?? 0),
      stored: bytes - (before.footprint.tables.find((entry) => entry.table === table)?.bytes ?? 0),
      raw: (raw?.rawBytes ?? 0) - (rawBefore?.rawBytes ?? 0),
    };
  });
  const grown = rows.filter((row) => row.stored !== 0 || row.rows !== 0).sort((a, b) => b.stored - a.stored);
  const stored = rows.reduce((sum, row) => sum + row.stored, 0);
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  const seededRows = rows.reduce((sum, row) => sum + row.rows, 0);
  const perPersonYear = stored / personYears;

  console.log(`Seeded ${peopleYears} (${count(seededRows)} rows) in ${input.seedSeconds.toFixed(1)} s.`);
  console.log('Measured after VACUUM (ANALYZE), not FULL, both times: dead tuples from seeding are not counted.');
  console.log('Sizes from pg_total_relation_size (table + indexes + TOAST), growth over the empty schema; MB = 10⁶ bytes.\n');
  console.log(
    `${'table'.padEnd(40)} ${'rows'.padStart(10)} ${'stored'.padStart(12)} ${'share'.padStart(6)} ${'raw'.padStart(12)} ${'stored/raw'.padStart(10)}`,
  );
  const line = (name: string, row: { rows: number; stored: number; raw: number }) =>
    console.log(
      `${name.padEnd(40)} ${count(row.rows).padStart(10)} ${mb(row.stored).padStart(12)} ${`${((100 * row.stored) / stored).toFixed(1)} %`.padStart(6)} ` +
        `${mb(row.raw).padStart(12)} ${(row.raw > 0 ? `${(row.stored / row.raw).toFixed(2)}×` : '—').padStart(10)}`,
    );
  for (const row of grown) line(row.table, row);
  line('total', { rows: seededRows, stored, raw });
  const empty = after.footprint.tables.filter((table) => !grown.some((row) => row.table === table.table)).map((table) => table.table);
  console.log(`\nTables the seed leaves empty (data there would add to these figures): ${empty.join(', ') || 'none'}.`);

  const databaseGrowth = after.footprint.databaseBytes - before.footprint.databaseBytes;
  console.log(
    `\nPer person-year: ${mb(perPersonYear)} stored, ${mb(raw / personYears)} raw payload (baseline), ${(stored / raw).toFixed(2)}× overhead.`,
  );
  console.log(
    `pg_database_size: ${mb(before.footprint.databaseBytes)} with the empty schema (catalogs and empty tables, paid once), ` +
      `${mb(after.footprint.databaseBytes)} after seeding (+${mb(databaseGrowth)}, ${mb(databaseGrowth / personYears)} per person-year).`,
  );
  console.log(
    `WAL: ${mb(input.walSeeding)} written while seeding and vacuuming (${mb(input.walSeeding / personYears)} per person-year, recycled at checkpoints, not kept); ` +
      `pg_wal ${after.footprint.walDirectoryBytes === null ? 'is not readable by this role' : `holds ${mb(after.footprint.walDirectoryBytes)} now`}, ` +
      `for the whole server, up to max_wal_size = ${input.maxWalSize}: plan for it on top of the data.`,
  );

  const recordingBytes = RECORDING.headerBytes + RECORDING.seconds * RECORDING.sampleRate * RECORDING.bytesPerSample;
  const recordingsPerPersonYear = recordingBytes * input.daysPerYear;
  console.log(
    `\nEstimate from the format, not measured (the seed has no audio): a kept ${RECORDING.seconds} s ${RECORDING.sampleRate / 1000} kHz mono ` +
      `${8 * RECORDING.bytesPerSample}-bit WAV is ${mb(recordingBytes)}; with one kept one-minute recording a day: ` +
      `${((perPersonYear + recordingsPerPersonYear) / GB).toFixed(2)} GB per person-year (${(recordingsPerPersonYear / GB).toFixed(2)} GB of it audio).`,
  );

  const sizedBytes = before.footprint.databaseBytes + perPersonYear * SIZING.people * SIZING.years;
  console.log(
    `\nAbout ${(perPersonYear / MB).toFixed(1)} MB per person-year (${peopleYears} measured); ` +
      `${SIZING.people} people for ${SIZING.years} years ≈ ${(sizedBytes / GB).toFixed(2)} GB ` +
      `(${((sizedBytes + recordingsPerPersonYear * SIZING.people * SIZING.years) / GB).toFixed(0)} GB with a kept recording a day).`,
  );
}
