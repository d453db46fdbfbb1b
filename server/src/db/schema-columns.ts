import { customType, date, text, timestamp } from 'drizzle-orm/pg-core';

// Columns many tables share, in one place so every table spells them the same.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// Protocol logs and what counts on a day: when it happened, in which zone, on which local day.
export const loggedAt = () => timestamp('timestamp', { withTimezone: true }).notNull().defaultNow();
// The zone in force when the log was made, and the local calendar day it counts on in that zone:
// a later change of time zone moves no existing log to another day (docs/decisions/0011).
export const logTimeZone = () => text('time_zone').notNull();
export const localDay = () => date('local_day', { mode: 'string' });

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
