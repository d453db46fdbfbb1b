// Seeds a person's custom protocols for bench:progress: 20 protocols made from the templates
// (measurable, yes/no and multi-component ones), each with a daily entry per component over `days`
// days ending today, a second session on some days, some days skipped, some left unknown, a
// two-week pause, and some "I logged everything" days. All in SQL, in a few statements.
import type { ProtocolComponent, ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { PROTOCOL_TEMPLATES } from '@uh/core/custom-protocols/protocol-templates';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/db/client';

export const PROTOCOLS_PER_PERSON = 20;
export const ZONE = 'America/Los_Angeles';

const today = `(now() AT TIME ZONE '${ZONE}')::date`;

/** Days `n` (0 = today) with nothing logged: the unknown days. */
const UNKNOWN = 'd.n % 11 = 3';
/** Days `n` marked skipped. */
const SKIPPED = 'd.n % 29 = 5';

/** The value one component gets on day `d.n`: varied, so that days are done, partial or not done. */
function valueOf(component: ProtocolComponent): { value: string; text: string } {
  switch (component.kind) {
    case 'check':
      return { value: '(d.n % 6 <> 1)::int', text: 'NULL' };
    case 'count':
      return { value: '(d.n % 9 = 0)::int', text: 'NULL' };
    case 'duration':
      return { value: '300 + (d.n * 97) % 1200', text: 'NULL' };
    case 'measure':
      return { value: '4000 + (d.n * 377) % 9000', text: 'NULL' };
    case 'scale':
      return { value: '1 + d.n % 5', text: 'NULL' };
    case 'text':
      return { value: 'NULL', text: `CASE WHEN d.n % 3 = 0 THEN 'Slept well' END` };
  }
}

/** 20 documents from the templates, each with its own id (a person's document ids are unique). */
export function benchDocuments(): ProtocolDocument[] {
  return Array.from({ length: PROTOCOLS_PER_PERSON }, (_, index) => {
    const template = PROTOCOL_TEMPLATES[index % PROTOCOL_TEMPLATES.length]!;
    return { ...template, id: `${template.id}-${index + 1}` };
  });
}

/** The person's 20 protocols with `days` days of history each; answers their ids in order. */
export async function seedCustomProtocols(db: Database, userId: number, days: number): Promise<number[]> {
  const documents = benchDocuments();
  const ids: number[] = [];
  for (const [position, document] of documents.entries()) {
    const [row] = (
      await db.execute<{ id: number }>(sql`
        INSERT INTO custom_protocols (user_id, document_id, document, position)
        VALUES (${userId}, ${document.id}, ${JSON.stringify(document)}::jsonb, ${position}) RETURNING id`)
    ).rows;
    const protocolId = row!.id;
    ids.push(protocolId);
    const series = sql.raw(`generate_series(0, ${days - 1}) AS d(n)`);
    for (const component of document.components) {
      const { value, text } = valueOf(component);
      // A second session on every fourth day: aggregates (sum, max, last) see more than one value.
      const repeats = sql.raw(
        component.kind === 'duration' || component.kind === 'measure' ? 'generate_series(1, 1 + (d.n % 4 = 0)::int)' : '1',
      );
      await db.execute(sql`
        INSERT INTO custom_protocol_entries (user_id, protocol_id, component_id, local_day, value, text, state)
        SELECT ${userId}, ${protocolId}, ${component.id}, ${sql.raw(today)} - d.n, ${sql.raw(value)}, ${sql.raw(text)}, 'value'
        FROM ${series}, LATERAL (SELECT ${repeats}) AS r
        WHERE NOT (${sql.raw(UNKNOWN)}) AND NOT (${sql.raw(SKIPPED)}) AND (${sql.raw(value)} IS NOT NULL OR ${sql.raw(text)} IS NOT NULL)`);
    }
    await db.execute(sql`
      INSERT INTO custom_protocol_entries (user_id, protocol_id, local_day, state, note)
      SELECT ${userId}, ${protocolId}, ${sql.raw(today)} - d.n, 'skipped', CASE WHEN d.n % 2 = 0 THEN 'Travelling' END
      FROM ${series} WHERE ${sql.raw(SKIPPED)}`);
    const pauseEnd = Math.min(days - 1, 200);
    await db.execute(sql`
      INSERT INTO custom_protocol_pauses (user_id, protocol_id, from_day, to_day, reason)
      VALUES (${userId}, ${protocolId}, ${sql.raw(`${today} - ${pauseEnd}`)}, ${sql.raw(`${today} - ${Math.max(0, pauseEnd - 13)}`)}, 'Ill')`);
  }
  await db.execute(sql`
    INSERT INTO logged_everything_days (user_id, local_day)
    SELECT ${userId}, ${sql.raw(today)} - d.n FROM generate_series(0, ${days - 1}) AS d(n) WHERE d.n % 13 = 0`);
  return ids;
}

/** Today in the seeded people's time zone, yyyy-MM-dd. */
export async function benchToday(db: Database): Promise<string> {
  const [row] = (await db.execute<{ day: string }>(sql`SELECT (${sql.raw(today)})::text AS day`)).rows;
  return row!.day;
}
