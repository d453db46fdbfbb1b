import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash-2';
import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { cn } from '#lib/cn';
import { formatWhen } from '#lib/format';
import { useNow } from '#lib/use-now';
import { useOpenLog } from '#lib/use-open-log';
import type { TemperatureUnit, WeightUnit } from '#lib/preferences';
import { Button } from '#ui/button';
import { Card } from '#ui/card';
import { useDeleteBiometric } from '../api/use-edit-biometric';
import { HISTORY_ROWS, readingSummary } from '../lib/biometric-history';
import { MANUAL_SOURCE, sourceLabel } from '../lib/reading-source';
import { BiometricReadingDialog } from './biometric-reading-dialog';

const HEADING_ID = 'biometric-history-heading';

const readingTime = (iso: string, timeZone: string, now: number) => formatWhen(iso, timeZone, now, { weekday: true, time: true });

/** Where the reading came from, in words: typed in, or the device it was imported from. */
function SourceBadge({ source }: { source: string }) {
  return (
    <span
      className={cn(
        'ml-2 inline-block rounded-full border px-2 py-0.5 align-middle text-xs font-medium',
        source === MANUAL_SOURCE ? 'border-border text-muted-foreground' : 'border-protocol-biometrics bg-protocol-biometrics-soft',
      )}
    >
      <span className="sr-only">Source: </span>
      {sourceLabel(source)}
    </span>
  );
}

type Props = { logs: readonly BiometricLog[] | undefined; timeZone: string; weightUnit: WeightUnit; temperatureUnit: TemperatureUnit };

/** The latest readings, each with its details, Edit and Delete: a typo can be put right and the trends follow. */
export function BiometricHistory({ logs, timeZone, weightUnit, temperatureUnit }: Props) {
  const { openAs, onDelete, dialog } = useOpenLog(logs, { headingId: HEADING_ID, remove: useDeleteBiometric() });
  const now = useNow(60_000);
  if (!logs || logs.length === 0) return null;

  return (
    <Card className="p-4 sm:p-6">
      <h2 id={HEADING_ID} tabIndex={-1} className="text-lg font-semibold outline-none">
        History
      </h2>
      <ul className="mt-2 divide-y divide-border">
        {logs.slice(0, HISTORY_ROWS).map((log) => {
          const when = readingTime(log.timestamp, timeZone, now);
          return (
            <li key={log.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  <button type="button" onClick={() => openAs(log, 'details')} className="text-left underline-offset-4 hover:underline">
                    <time dateTime={log.timestamp}>{when}</time>
                  </button>
                  <SourceBadge source={log.wearableSource} />
                </p>
                <p className="figures text-sm text-muted-foreground">{readingSummary(log, weightUnit, temperatureUnit)}</p>
              </div>
              <div className="flex basis-full justify-end gap-1 sm:basis-auto">
                <Button variant="ghost" size="sm" aria-label={`Edit reading of ${when}`} onClick={() => openAs(log, 'edit')}>
                  <PencilIcon aria-hidden="true" className="size-4" />
                  Edit
                </Button>
                <Button variant="ghost" size="sm" aria-label={`Delete reading of ${when}`} onClick={() => onDelete(log)}>
                  <Trash2Icon aria-hidden="true" className="size-4" />
                  Delete
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <BiometricReadingDialog {...dialog} timeZone={timeZone} weightUnit={weightUnit} temperatureUnit={temperatureUnit} />
    </Card>
  );
}
