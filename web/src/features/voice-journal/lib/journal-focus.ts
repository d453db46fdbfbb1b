/** The journal list's heading, where focus goes once an entry is deleted (its own row is gone). */
export const JOURNAL_HEADING_ID = 'journal-heading';
