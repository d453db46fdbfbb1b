import { formatWhen } from '#lib/format';
import { usePreferences } from '#lib/preferences';
import { useNow } from '#lib/use-now';
import { useSharedLogs, type SharedLogKind, type SharedLogs } from '../api/use-shared-data';
import { coldLine, fastLine, readingLine } from '../lib/shared-logs';
import { SharedSection } from './shared-section';

type LogView<K extends SharedLogKind> = {
  title: string;
  what: string;
  empty: string;
  /** When the entry happened, as the owner's own history dates it. */
  at: (log: SharedLogs[K]) => string;
};

const VIEWS: { [K in SharedLogKind]: LogView<K> } = {
  fasting: { title: 'Fasting', what: 'their fasts', empty: 'No fasts logged yet.', at: (log) => log.endTime ?? log.startTime },
  'cold-exposure': {
    title: 'Cold exposure',
    what: 'their cold sessions',
    empty: 'No cold sessions logged yet.',
    at: (log) => log.timestamp,
  },
  biometrics: { title: 'Biometrics', what: 'their readings', empty: 'No readings logged yet.', at: (log) => log.timestamp },
};

/** The newest logs of one protocol, read only, in the viewer's units. */
export function SharedLogList<K extends SharedLogKind>({ grantId, kind, timeZone }: { grantId: number; kind: K; timeZone: string }) {
  const query = useSharedLogs(grantId, kind);
  const preferences = usePreferences().data;
  const view = VIEWS[kind] as LogView<K>;
  const line = (log: SharedLogs[SharedLogKind]) => {
    if (kind === 'fasting') return fastLine(log as SharedLogs['fasting']);
    if (kind === 'cold-exposure') return coldLine(log as SharedLogs['cold-exposure'], preferences?.temperatureUnit ?? 'F');
    return readingLine(log as SharedLogs['biometrics'], preferences?.weightUnit ?? 'lbs');
  };
  const now = useNow(60_000);
  return (
    <SharedSection id={`shared-${kind}`} title={view.title} what={view.what} query={query}>
      {(logs) =>
        logs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{view.empty}</p>
        ) : (
          <ul aria-label={`${view.title} logs`} className="divide-y divide-border text-sm">
            {logs.map((log) => (
              <li key={log.id} className="flex flex-wrap gap-x-3 gap-y-1 py-2">
                <time dateTime={view.at(log)} className="text-muted-foreground figures">
                  {formatWhen(view.at(log), timeZone, now, { weekday: true, time: true })}
                </time>
                <span className="figures">{line(log)}</span>
              </li>
            ))}
          </ul>
        )
      }
    </SharedSection>
  );
}
