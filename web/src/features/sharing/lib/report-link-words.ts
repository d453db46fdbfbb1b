// What the page of a report link says and saves, for someone without an account. Kept apart from
// report-words.ts so that page loads no schema code.

export type ReportPaper = 'a4' | 'letter';
export const PAPER_LABELS: Record<ReportPaper, string> = { a4: 'A4', letter: 'Letter' };

/** The file name a download is saved under: the server's (Content-Disposition), else `fallback`. */
export function downloadName(contentDisposition: string | null, fallback: string): string {
  const name = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1]?.trim();
  // A name only, never a path.
  return name && !/[/\\]/.test(name) ? name : fallback;
}

/** A refusal of a link's report: the status, the server's words and how long to wait (Retry-After). */
export type LinkRefusal = { status: number; message: string; retryAfterSeconds: number | null };

const minutesText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * What the person opening a link is told: the server's words (a wrong passcode, a link that ended),
 * and after too many wrong passcodes, that they must wait before trying again.
 */
export function linkRefusalText({ status, message, retryAfterSeconds }: LinkRefusal): string {
  const said = message.trim();
  if (status === 429) {
    const wait =
      retryAfterSeconds === null ? 'Wait a while before you try again.' : `Wait ${minutesText(retryAfterSeconds)} before you try again.`;
    if (said === '') return `Too many wrong passcodes. ${wait}`;
    return /try again in|wait/i.test(said) ? said : `${said}. ${wait}`;
  }
  if (said !== '') return said;
  if (status === 404) return 'This report link has ended or does not exist';
  return 'Could not open the report. Try again.';
}

/** Retry-After in seconds (it may also be an HTTP date); null when missing or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - now) / 1000));
}
