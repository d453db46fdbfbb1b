import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { anchorPhrase } from '@uh/core/custom-protocols/protocol-reminder-message.logic';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';

const linkClass = 'font-medium underline underline-offset-4';

function whenText(protocol: CustomProtocol): string {
  const reminder = protocol.reminder;
  if (!reminder?.enabled) return 'off';
  if (reminder.time !== null) return `at ${reminder.time}`;
  const anchor = protocol.document.schedule.anchor;
  return anchor ? anchorPhrase(anchor) : 'at the anchor';
}

/**
 * The reminders of the person's own protocols, each set on its protocol's page: listed here so
 * everything the server sends is in one place. Uses this section's channels and quiet hours.
 */
export function ProtocolRemindersList() {
  // Query keys start with the URL they read: the default fetcher answers `{ protocols }`.
  const query = useQuery<{ protocols: CustomProtocol[] }>({ queryKey: ['/api/custom-protocols'] });
  const withReminder = (query.data?.protocols ?? []).filter((protocol) => !protocol.archived && protocol.reminder);
  return (
    <section aria-labelledby="reminders-protocols-heading" className="space-y-2">
      <h4 id="reminders-protocols-heading" className="font-medium">
        Your own protocols
      </h4>
      {withReminder.length > 0 ? (
        <ul className="space-y-1">
          {withReminder.map((protocol) => (
            <li key={protocol.id}>
              <Link href={`/protocols/${protocol.id}`} className={linkClass}>
                {protocol.document.title}
              </Link>
              <span className="text-muted-foreground">: {whenText(protocol)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          Each of your protocols can remind you too: set it on the protocol’s page, under Reminder.
        </p>
      )}
    </section>
  );
}
