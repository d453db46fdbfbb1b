import { coldMethodLabel } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { formatDateTime, formatSessionLength } from '#lib/format';
import { formatTemperature, type TemperatureUnit } from '#lib/preferences';
import { DetailsList, LogDialog, type LogDialogMode } from '#ui/log-dialog';
import { COLD_EDIT_FORM_ID, ColdEditForm } from './cold-edit-form';

export type ColdDialogMode = LogDialogMode;

type Props = {
  log: ColdLog | null;
  mode: ColdDialogMode;
  timeZone: string;
  unit: TemperatureUnit;
  onClose: () => void;
  onEdit: () => void;
  onDelete: (log: ColdLog) => void;
};

function Details({ log, timeZone, unit }: { log: ColdLog; timeZone: string; unit: TemperatureUnit }) {
  return (
    <DetailsList
      rows={[
        { label: 'When', value: formatDateTime(log.timestamp, timeZone) },
        { label: 'Method', value: coldMethodLabel(log.exposureMethod) },
        { label: 'Temperature', value: formatTemperature(log.temperature, log.temperatureUnit, unit) },
        { label: 'Duration', value: formatSessionLength(log.duration) },
      ]}
    />
  );
}

/** One session: its details with Edit and Delete, or the form that corrects it. */
export function ColdSessionDialog({ log, mode, timeZone, unit, onClose, onEdit, onDelete }: Props) {
  return (
    <LogDialog
      log={log}
      mode={mode}
      titles={{ details: 'Cold session', edit: 'Edit cold session' }}
      formId={COLD_EDIT_FORM_ID}
      details={(session) => <Details log={session} timeZone={timeZone} unit={unit} />}
      form={(session, callbacks) => <ColdEditForm key={session.id} log={session} timeZone={timeZone} unit={unit} {...callbacks} />}
      onClose={onClose}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
