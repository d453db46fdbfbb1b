import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { formatDateTime } from '#lib/format';
import type { TemperatureUnit, WeightUnit } from '#lib/preferences';
import { DetailsList, LogDialog, type LogDialogView, type OpenLogProps } from '#ui/log-dialog';
import { readingParts } from '../lib/biometric-history';
import { sourceLabel } from '../lib/reading-source';
import { BiometricEditForm } from './biometric-edit-form';

type Units = { timeZone: string; weightUnit: WeightUnit; temperatureUnit: TemperatureUnit };

function ReadingDetails({ log, timeZone, weightUnit, temperatureUnit }: Units & { log: BiometricLog }) {
  return (
    <DetailsList
      rows={[
        { label: 'When', value: formatDateTime(log.timestamp, timeZone) },
        ...readingParts(log, weightUnit, temperatureUnit),
        { label: 'Source', value: sourceLabel(log.wearableSource) },
      ]}
    />
  );
}

const READING_DIALOG: LogDialogView<BiometricLog, Units> = {
  titles: { details: 'Biometric reading', edit: 'Edit reading' },
  editHint: 'Empty a field to remove that reading.',
  Details: ReadingDetails,
  Form: BiometricEditForm,
};

/** One reading: its values with Edit and Delete, or the form that corrects it. */
export function BiometricReadingDialog({ timeZone, weightUnit, temperatureUnit, ...open }: OpenLogProps<BiometricLog> & Units) {
  return <LogDialog {...open} view={READING_DIALOG} context={{ timeZone, weightUnit, temperatureUnit }} />;
}
