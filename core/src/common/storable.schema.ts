import { z } from 'zod';

/**
 * Values the database can hold, checked where a request comes in so an out-of-range one is a 400
 * naming the field, not a 500 from PostgreSQL: ids are 32-bit integers, and PostgreSQL has no
 * year 0 (which ISO 8601 allows).
 */
export const MAX_RECORD_ID = 2_147_483_647;
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 9999;

/** A record id in a path (`{id}`, `{userId}`…): a positive 32-bit integer. */
export const recordId = (label = 'id') =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_RECORD_ID, `${label} is not a known record`);

const yearOf = (value: string) => Number.parseInt(value.slice(0, 4), 10);

/** An ISO 8601 instant with an offset, in the years a log can have. */
export const isoInstant = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be an ISO 8601 date-time` })
    // Only a well-formed instant is held to the range; a malformed one already has its message.
    .refine((value) => Number.isNaN(Date.parse(value)) || (yearOf(value) >= EARLIEST_YEAR && yearOf(value) <= LATEST_YEAR), {
      message: `${label} must be between the years ${EARLIEST_YEAR} and ${LATEST_YEAR}`,
    });

/** True for a yyyy-MM-dd date in the years a log can have. */
export const isStorableYear = (date: string) => yearOf(date) >= EARLIEST_YEAR && yearOf(date) <= LATEST_YEAR;
