import DownloadIcon from 'lucide-react/icons/download';
import { useQuery } from '@tanstack/react-query';
import { buttonClasses } from '#ui/button';
import { customProtocolsQueryOptions } from '../api/custom-protocols-queries';
import { LOOP_EXPORT_URL } from '../api/loop-transfer';
import { LoopImportForm } from './loop-import-form';

/** Moving from Loop Habit Tracker with the habits' history, and back to its format (docs/protocols.md). */
export function LoopTransferPanel() {
  const { data: protocols = [] } = useQuery(customProtocolsQueryOptions());
  return (
    <section aria-labelledby="loop-heading" className="space-y-4 rounded-card border border-border bg-surface p-4 sm:p-6">
      <div className="space-y-2">
        <h2 id="loop-heading" className="text-xl font-semibold">
          Loop Habit Tracker
        </h2>
        <p className="text-muted-foreground">
          Bring your habits and their history from Loop Habit Tracker, or download your protocols in its CSV format.
        </p>
      </div>
      <LoopImportForm />
      {protocols.length > 0 ? (
        <div className="space-y-2 border-t border-border pt-4">
          <a href={LOOP_EXPORT_URL} download className={buttonClasses({ variant: 'secondary' })}>
            <DownloadIcon aria-hidden="true" className="size-4" />
            Export for Loop Habit Tracker
          </a>
          <p className="text-sm text-muted-foreground">
            A ZIP in the layout of Loop’s “Export as CSV”: every protocol, archived ones too, with its days. Loop keeps one value a day, so
            a protocol with several things to log goes as its first; the README.txt inside says what was simplified.
          </p>
        </div>
      ) : null}
    </section>
  );
}
