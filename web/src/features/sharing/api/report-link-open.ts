import type { ClinicianReport } from '@uh/core/sharing/clinician-report.schema';
import { linkRefusalText, retryAfterSeconds, type LinkRefusal, type ReportPaper } from '../lib/report-link-words';

/** The server's refusal of a link's report, in the words the person opening it is shown. */
export class LinkRefusedError extends Error {
  readonly status: number;
  constructor(refusal: LinkRefusal) {
    super(linkRefusalText(refusal));
    this.name = 'LinkRefusedError';
    this.status = refusal.status;
  }
}

const messageOf = async (response: Response): Promise<string> => {
  const raw = await response.text().catch(() => '');
  try {
    const json: unknown = JSON.parse(raw);
    if (json !== null && typeof json === 'object' && 'message' in json && typeof json.message === 'string') return json.message;
  } catch {
    // Not JSON: no message of the server's to show.
  }
  return '';
};

/**
 * POST /api/report-links/{token}{part} with the passcode in the body, as every request through a
 * link carries it. No cookies: the link needs no account, and the passcode never goes in an address.
 */
async function postWithPasscode(token: string, part: string, passcode: string): Promise<Response> {
  const response = await fetch(`/api/report-links/${encodeURIComponent(token)}${part}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ passcode }),
    credentials: 'omit',
  });
  if (!response.ok) {
    throw new LinkRefusedError({
      status: response.status,
      message: await messageOf(response),
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
    });
  }
  return response;
}

/** The report a link opens, for the period its owner chose. */
export const openLinkReport = async (token: string, passcode: string): Promise<ClinicianReport> =>
  (await (await postWithPasscode(token, '', passcode)).json()) as ClinicianReport;

export type LinkFile = { kind: 'pdf'; paper: ReportPaper } | { kind: 'csv' };

/** The report as a PDF on one paper, or its CSV files in a ZIP: the bytes and the name the server gives them. */
export async function linkReportFile(token: string, passcode: string, file: LinkFile): Promise<{ blob: Blob; disposition: string | null }> {
  const part = file.kind === 'pdf' ? `/pdf?paper=${file.paper}` : '/csv';
  const response = await postWithPasscode(token, part, passcode);
  return { blob: await response.blob(), disposition: response.headers.get('content-disposition') };
}
