import { PgDialect } from 'drizzle-orm/pg-core';
import { TRACKED_PROTOCOLS } from '@uh/core/protocols/protocol-registry';
import { describe, expect, it } from 'vitest';
import { completedSql, PROTOCOL_COMPLETION } from './protocol-completion';

const dialect = new PgDialect();
const text = (statement: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(statement).sql;

describe('protocol completion', () => {
  it('turns each kind of done rule into a condition on the log', () => {
    expect(text(completedSql({ column: 'completed' }))).toBe('completed');
    expect(text(completedSql({ column: 'completed', alsoSet: 'end_time' }))).toBe('(completed AND end_time IS NOT NULL)');
    expect(text(completedSql({ atLeast: { column: 'duration_seconds', value: 30 } }))).toBe('(duration_seconds >= 30)');
  });

  it('reads every tracked protocol from its own table', () => {
    const rendered = Object.fromEntries(
      Object.entries(PROTOCOL_COMPLETION).map(([key, { table, completed }]) => [key, [text(table), text(completed)]]),
    );
    expect(Object.keys(rendered)).toEqual(TRACKED_PROTOCOLS.map(({ key }) => key));
    expect(rendered).toMatchObject({
      thirtyThirtyThirty: ['thirty_thirty_thirty_logs', 'completed'],
      fasting: ['fasting_logs', '(completed AND end_time IS NOT NULL)'],
      coldExposure: ['cold_exposure_logs', '(duration_seconds >= 30)'],
    });
  });
});
