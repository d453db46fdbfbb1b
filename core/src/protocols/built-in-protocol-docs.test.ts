// The one test in core that reads files: it holds docs/built-in-protocols/ to the registry, so a
// new or changed protocol names the page still to write, as the type checker names the tables.
// eslint-disable-next-line no-restricted-imports -- a test reading the docs; core's code stays free of I/O
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_REGISTRY, type RegisteredProtocol } from './protocol-registry';

const DOCS_FOLDER = new URL('../../../docs/built-in-protocols/', import.meta.url);
const FOLDER_NAME = 'docs/built-in-protocols';
const INDEX_FILE = 'README.md';

const pageFileOf = (entry: RegisteredProtocol) => `${entry.path.slice(1)}.md`;
const readDoc = (file: string) => readFileSync(new URL(file, DOCS_FOLDER), 'utf8');

const docFiles = readdirSync(DOCS_FOLDER).filter((file) => file.endsWith('.md'));
const pageFiles = docFiles.filter((file) => file !== INDEX_FILE);

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The text names this path whole: `/api/protocols/thirty` is not found in `/api/protocols/thirty/{id}`. */
const namesPath = (text: string, path: string) => new RegExp(`(?<![\\w/-])${escapeForRegExp(path)}(?![\\w/:{-])`).test(text);
/** The text names this value in code quotes, as the pages write keys and names. */
const namesCode = (text: string, value: string) => text.includes(`\`${value}\``);

/** What a protocol's page and its index row must name, with the registry field it comes from. */
function factsOf(entry: RegisteredProtocol): { field: string; value: string; kind: 'path' | 'code' }[] {
  const facts: { field: string; value: string; kind: 'path' | 'code' }[] = [
    { field: 'api.list', value: entry.api.list, kind: 'path' },
    { field: 'api.create', value: entry.api.create, kind: 'path' },
  ];
  if ('alternate' in entry.api) {
    facts.push({ field: 'api.alternate.list', value: entry.api.alternate.list, kind: 'path' });
    facts.push({ field: 'api.alternate.create', value: entry.api.alternate.create, kind: 'path' });
  }
  facts.push({ field: 'exportKey', value: entry.exportKey, kind: 'code' });
  if (entry.webhookName !== null) facts.push({ field: 'webhookName', value: entry.webhookName, kind: 'code' });
  return facts;
}

const mentions = (text: string, fact: { value: string; kind: 'path' | 'code' }) =>
  fact.kind === 'path' ? namesPath(text, fact.value) : namesCode(text, fact.value);

/** The index's table rows (not its header or the line under it). */
function indexRows(): string[] {
  const lines = readDoc(INDEX_FILE)
    .split('\n')
    .filter((line) => line.startsWith('|'));
  return lines.slice(2);
}

describe(`${FOLDER_NAME}: one page per built-in protocol`, () => {
  it(`has ${INDEX_FILE}, the index`, () => {
    expect(docFiles, `${FOLDER_NAME}/${INDEX_FILE} is missing`).toContain(INDEX_FILE);
  });

  it.each(PROTOCOL_REGISTRY.map((entry) => [pageFileOf(entry), entry] as const))('has %s', (file, entry) => {
    expect(pageFiles, `${FOLDER_NAME}/${file} is missing: write the page of '${entry.key}' (path ${entry.path})`).toContain(file);
  });

  it('has no page that is not a registry entry', () => {
    const expected = new Set(PROTOCOL_REGISTRY.map(pageFileOf));
    const extra = pageFiles.filter((file) => !expected.has(file)).map((file) => `${FOLDER_NAME}/${file}`);
    expect(extra, `pages naming no registry entry's path: ${extra.join(', ')}`).toEqual([]);
  });
});

describe(`${FOLDER_NAME}/${INDEX_FILE}: one row per built-in protocol`, () => {
  it('has as many rows as the registry has entries', () => {
    expect(indexRows().length, `the index's table should have ${PROTOCOL_REGISTRY.length} rows`).toBe(PROTOCOL_REGISTRY.length);
  });

  it.each(PROTOCOL_REGISTRY.map((entry) => [entry.key, entry] as const))("has the row of '%s'", (key, entry) => {
    const file = pageFileOf(entry);
    const rows = indexRows().filter((row) => row.includes(`](${file})`));
    expect(rows.length, `${FOLDER_NAME}/${INDEX_FILE} should have one row linking ${file} ('${key}')`).toBe(1);
    const row = rows[0] ?? '';
    const missing = factsOf(entry).filter((fact) => !mentions(row, fact));
    expect(
      missing.map((fact) => `${fact.field} ${fact.value}`),
      `the index row of '${key}' does not name these registry values`,
    ).toEqual([]);
    expect(row, `the index row of '${key}' should name its accent's token`).toContain(`\`--protocol-${entry.accent}\``);
    const target = entry.progress === null ? 'not counted' : String(entry.progress.weeklyTarget);
    expect(
      row.split('|').map((cell) => cell.trim()),
      `the index row of '${key}' should give its weekly target`,
    ).toContain(target);
  });
});

describe(`${FOLDER_NAME}: each page names its registry entry's paths and names`, () => {
  it.each(PROTOCOL_REGISTRY.filter((entry) => pageFiles.includes(pageFileOf(entry))).map((entry) => [pageFileOf(entry), entry] as const))(
    '%s',
    (file, entry) => {
      const page = readDoc(file);
      const missing = factsOf(entry).filter((fact) => !mentions(page, fact));
      expect(
        missing.map((fact) => `${fact.field} ${fact.value}`),
        `${FOLDER_NAME}/${file} does not name these values of '${entry.key}' in protocol-registry.ts`,
      ).toEqual([]);
    },
  );
});
