import { CHECKLIST_ITEM_KEYS, CHECKLIST_ITEM_TITLES } from '@uh/core/checklist/checklist.logic';
import CircleIcon from 'lucide-react/icons/circle';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import { formatDay } from '#lib/format';
import { useSharedChecklist } from '../api/use-shared-data';
import { SharedSection } from './shared-section';

/** Their daily check-in today: each item done or not, in words and with an icon. */
export function SharedChecklist({ grantId }: { grantId: number }) {
  const query = useSharedChecklist(grantId);
  return (
    <SharedSection id="shared-checklist" title="Daily check-in" what="their daily check-in" query={query}>
      {(checklist) => {
        const done = CHECKLIST_ITEM_KEYS.filter((key) => checklist[key]).length;
        return (
          <>
            <p className="text-sm text-muted-foreground figures">
              {formatDay(checklist.date, checklist.date, { weekday: true })}: {done} of {CHECKLIST_ITEM_KEYS.length} done
            </p>
            <ul aria-label="Check-in items" className="grid gap-2 text-sm sm:grid-cols-2">
              {CHECKLIST_ITEM_KEYS.map((key) => {
                const Icon = checklist[key] ? CircleCheckIcon : CircleIcon;
                return (
                  <li key={key} className="flex items-center gap-2">
                    <Icon aria-hidden="true" className={checklist[key] ? 'size-4 text-status-good' : 'size-4 text-muted-foreground'} />
                    {CHECKLIST_ITEM_TITLES[key]}
                    <span className="text-muted-foreground">{checklist[key] ? 'done' : 'not yet'}</span>
                  </li>
                );
              })}
            </ul>
          </>
        );
      }}
    </SharedSection>
  );
}
