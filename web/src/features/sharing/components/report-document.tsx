import { REPORT_NOTE, reportHeading, reportSections } from '@uh/core/sharing/clinician-report-words.logic';
import type { ClinicianReport } from '@uh/core/sharing/clinician-report.schema';

/** The report's element: printed, the page is this alone. */
export const REPORT_ID = 'clinician-report';

// Printed (from the owner's page or through a link), the paper holds the report alone, black on
// white, on A4 or Letter alike: the experiments' "Print a summary" approach (everything else
// hidden), and where the browser can tell which elements hold the report, the rest takes no room.
const PRINT_STYLE = `@media print {
  @page { margin: 15mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  body *:not(:has(#${REPORT_ID})):not(#${REPORT_ID}):not(#${REPORT_ID} *) { display: none !important; }
  body *:has(#${REPORT_ID}) {
    margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important;
    max-width: none !important; min-height: 0 !important; background: #fff !important;
  }
  #${REPORT_ID}, #${REPORT_ID} * {
    visibility: visible; color: #000 !important; background: transparent !important; box-shadow: none !important;
    border-color: #888 !important;
  }
  #${REPORT_ID} { border: 0 !important; padding: 0 !important; width: 100%; font-size: 11pt; }
  #${REPORT_ID} section, #${REPORT_ID} tr { break-inside: avoid; }
  #${REPORT_ID} h2 { break-after: avoid; }
  #${REPORT_ID} .print-hidden { display: none !important; }
}`;

/**
 * The clinician report as a document: whose and which period, then each section's rows, in the
 * words the PDF and the CSV use (core's reportHeading and reportSections).
 */
export function ReportDocument({ report }: { report: ClinicianReport }) {
  const { title, subtitle } = reportHeading(report);
  return (
    <article
      id={REPORT_ID}
      aria-labelledby={`${REPORT_ID}-heading`}
      className="space-y-6 rounded-card border border-border bg-surface p-4 text-foreground shadow-card sm:p-8"
    >
      <style>{PRINT_STYLE}</style>
      <header className="space-y-1">
        <h1 id={`${REPORT_ID}-heading`} className="text-2xl font-bold break-words md:text-3xl">
          {title}
        </h1>
        <p className="figures text-muted-foreground">{subtitle}</p>
      </header>
      {reportSections(report).map((section, index) => {
        const headingId = `${REPORT_ID}-section-${index}`;
        return (
          <section key={section.title} aria-labelledby={headingId} className="space-y-2">
            <h2 id={headingId} className="border-b border-border pb-1 text-lg font-semibold">
              {section.title}
            </h2>
            {section.rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing in this period.</p>
            ) : (
              <table className="w-full table-fixed border-collapse text-sm sm:text-base">
                <tbody>
                  {section.rows.map((row, rowIndex) => (
                    <tr key={`${row.label}-${rowIndex}`} className="border-b border-border last:border-b-0">
                      <th scope="row" className="w-2/5 py-2 pr-3 text-left align-top font-medium break-words text-muted-foreground">
                        {row.label}
                      </th>
                      <td className="figures py-2 align-top break-words">{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
      <p className="text-xs text-muted-foreground">{REPORT_NOTE}</p>
    </article>
  );
}
