// Own-protocol documents the browser tests create through the API, as a person writes them in a
// file: the format's header and only what has no default (docs/protocols.md).

/** A protocol document with the format's header. */
export const protocolDocument = <TFields extends { id: string }>(fields: TFields) => ({
  format: 'ultimate-human.protocol',
  formatVersion: 1,
  ...fields,
});

/** Sauna, every day, at least 15 minutes. */
export const DAILY_SAUNA = protocolDocument({
  id: 'sauna',
  title: 'Sauna',
  icon: 'flame',
  color: 'amber',
  components: [{ id: 'session', label: 'Sauna session', kind: 'duration', target: { kind: 'atLeast', value: 15 * 60 } }],
  schedule: { kind: 'daily' },
});
