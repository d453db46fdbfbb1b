// The protocols' shared times, apart from protocols.schema: the pages that check a time or offer
// Undo then do not load zod for a few numbers.

/** Clock skew allowed between a device and the server for "not in the future" checks (docs/decisions/0030). */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** How long a deleted log can still be put back. The page offers Undo for the first 10 seconds. */
export const UNDO_WINDOW_MS = 10 * 60_000;
export const UNDO_TOAST_MS = 10_000;
