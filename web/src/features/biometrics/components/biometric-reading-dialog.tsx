import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { formatDateTime } from '#lib/format';
import type { TemperatureUnit, WeightUnit } from '#lib/preferences';
import { DetailsList, LogDialog, type LogDialogMode } from '#ui/log-dialog';
import { readingParts } from '../lib/biometric-history';
import { sourceLabel } from '../lib/reading-source';
import { BIOMETRIC_EDIT_FORM_ID, BiometricEditForm } from './biometric-edit-form';

export type ReadingDialogMode = LogDialogMode;

type Props = {
  log: BiometricLog | null;
  mode: ReadingDialogMode;
  timeZone: string;
  weightUnit: WeightUnit;
  temperatureUnit: TemperatureUnit;
  onClose: () => void;
  onEdit: () => void;
  onDelete: (log: BiometricLog) => void;
};

function Details({
  log,
  timeZone,
  weightUnit,
  temperatureUnit,
}: {
  log: BiometricLog;
  timeZone: string;
  weightUnit: WeightUnit;
  temperatureUnit: TemperatureUnit;
}) {
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

/** One reading: its values with Edit and Delete, or the form that corrects it. */
export function BiometricReadingDialog({ log, mode, timeZone, weightUnit, temperatureUnit, onClose, onEdit, onDelete }: Props) {
  return (
    <LogDialog
      log={log}
      mode={mode}
      titles={{ details: 'Biometric reading', edit: 'Edit reading' }}
      editHint="Empty a field to remove that reading."
      formId={BIOMETRIC_EDIT_FORM_ID}
      details={(reading) => <Details log={reading} timeZone={timeZone} weightUnit={weightUnit} temperatureUnit={temperatureUnit} />}
      form={(reading, callbacks) => (
        <BiometricEditForm key={reading.id} log={reading} timeZone={timeZone} weightUnit={weightUnit} {...callbacks} />
      )}
      onClose={onClose}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
