import { reportSections } from '@uh/core/sharing/clinician-report-words.logic';
import type { ClinicianReport } from '@uh/core/sharing/clinician-report.schema';
import { toCsv, zip } from '../../lib/zip';

const cell = (value: number | string | null) => (value === null ? '' : value);

/**
 * The report's numbers as a ZIP of CSV files, for a spreadsheet or a clinic's own system: the
 * figures themselves (weights in pounds, temperatures in °C, as the API keeps them) and the
 * summary in words, as the printable page shows it.
 */
export function reportCsvBundle(report: ClinicianReport): Buffer {
  const { period } = report;
  const periodColumns = { from: period.from, to: period.to };
  return zip([
    {
      name: 'adherence.csv',
      content: toCsv(
        [
          {
            ...periodColumns,
            protocol: 'All protocols',
            daysDone: report.overall.completed,
            daysTarget: report.overall.target,
            habitStrength: report.overall.habitStrength,
            longestStreak: '',
          },
          ...report.protocols.map((protocol) => ({ ...periodColumns, protocol: protocol.title, ...protocol })),
        ],
        ['from', 'to', 'protocol', 'daysDone', 'daysTarget', 'habitStrength', 'longestStreak'],
      ),
    },
    {
      name: 'fasting-and-cold.csv',
      content: toCsv(
        [
          { ...periodColumns, measure: 'fasts', value: report.fasting.fasts },
          { ...periodColumns, measure: 'fastingHoursTotal', value: report.fasting.totalHours },
          { ...periodColumns, measure: 'fastingHoursAverage', value: cell(report.fasting.averageHours) },
          { ...periodColumns, measure: 'fastingHoursLongest', value: cell(report.fasting.longestHours) },
          { ...periodColumns, measure: 'coldSessions', value: report.cold.sessions },
          { ...periodColumns, measure: 'coldMinutesTotal', value: report.cold.totalMinutes },
          { ...periodColumns, measure: 'coldMinutesAverage', value: cell(report.cold.averageMinutes) },
          { ...periodColumns, measure: 'coldestCelsius', value: cell(report.cold.coldestC) },
        ],
        ['from', 'to', 'measure', 'value'],
      ),
    },
    {
      name: 'biometrics.csv',
      content: toCsv(
        report.biometrics.map((row) => ({
          ...periodColumns,
          ...row,
          average: cell(row.average),
          low: cell(row.low),
          high: cell(row.high),
          changePercent: cell(row.changePercent),
        })),
        ['from', 'to', 'metric', 'readings', 'average', 'low', 'high', 'changePercent'],
      ),
    },
    {
      name: 'experiments.csv',
      content: toCsv(report.experiments, ['finishedOn', 'verdict', 'sentence']),
    },
    {
      name: 'summary.csv',
      content: toCsv(
        reportSections(report).flatMap((section) => section.rows.map((row) => ({ section: section.title, ...row }))),
        ['section', 'label', 'value'],
      ),
    },
  ]);
}
