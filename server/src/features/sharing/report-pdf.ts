import { REPORT_NOTE, reportHeading, reportSections } from '@uh/core/sharing/clinician-report-words.logic';
import type { ClinicianReport } from '@uh/core/sharing/clinician-report.schema';
import PDFDocument from 'pdfkit';

export type PaperSize = 'A4' | 'LETTER';

// The standard PDF fonts hold only Windows-1252: the few signs past it the report can use are spelt out.
const PAST_STANDARD_FONTS: [RegExp, string][] = [
  [/≥/g, '>='],
  [/≤/g, '<='],
  [/→/g, '->'],
  [/−/g, '-'],
  [/[^\u0020-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g, '?'],
];
const printable = (text: string) => PAST_STANDARD_FONTS.reduce((result, [sign, words]) => result.replace(sign, words), text);

/**
 * The report as a PDF of one or two pages: the same sections and words as the printable page,
 * set in the standard Helvetica every PDF reader has, so nothing is embedded or downloaded.
 */
export function reportPdf(report: ClinicianReport, size: PaperSize = 'A4'): Promise<Buffer> {
  const document = new PDFDocument({ size, margin: 50, info: { Title: reportHeading(report).title, Creator: 'Ultimate Human' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const { title, subtitle } = reportHeading(report);
  document.font('Helvetica-Bold').fontSize(16).text(printable(title));
  document.font('Helvetica').fontSize(9).fillColor('#555555').text(printable(subtitle)).moveDown(0.8);
  for (const section of reportSections(report)) {
    document.font('Helvetica-Bold').fontSize(11).fillColor('#000000').text(printable(section.title)).moveDown(0.2);
    for (const row of section.rows) {
      document
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(`${printable(row.label)}: `, { continued: true });
      document.font('Helvetica').text(printable(row.value));
    }
    document.moveDown(0.6);
  }
  document.fontSize(8).fillColor('#555555').text(printable(REPORT_NOTE));
  document.end();
  return done;
}
