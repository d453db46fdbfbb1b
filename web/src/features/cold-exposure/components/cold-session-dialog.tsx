import { coldMethodLabel } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import { formatDateTime, formatSessionLength } from '#lib/format';
import { formatTemperature, type TemperatureUnit } from '#lib/preferences';
import { DetailsList, LogDialog, type LogDialogView, type OpenLogProps } from '#ui/log-dialog';
import { ColdEditForm } from './cold-edit-form';

type Context = { timeZone: string; unit: TemperatureUnit };

function SessionDetails({ log, timeZone, unit }: Context & { log: ColdLog }) {
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

const SESSION_DIALOG: LogDialogView<ColdLog, Context> = {
  titles: { details: 'Cold session', edit: 'Edit cold session' },
  Details: SessionDetails,
  Form: ColdEditForm,
};

/** One session: its details with Edit and Delete, or the form that corrects it. */
export function ColdSessionDialog({ timeZone, unit, ...open }: OpenLogProps<ColdLog> & Context) {
  return <LogDialog {...open} view={SESSION_DIALOG} context={{ timeZone, unit }} />;
}
