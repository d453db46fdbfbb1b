/**
 * The limits of a person's own protocols, apart from their zod schemas so a page that only shows
 * figures does not load the validator to know them.
 */

/** At most this many protocols per person, archived ones included; deleted ones free their place. */
export const MAX_PROTOCOLS_PER_PERSON = 50;
/** Seconds a deleted protocol can still be brought back. */
export const PROTOCOL_UNDO_SECONDS = 30;
/** The longest range one request reads, in days. */
export const MAX_DAY_RANGE = 366;
export const MAX_NOTE_LENGTH = 500;
export const MAX_TEXT_VALUE_LENGTH = 2000;
