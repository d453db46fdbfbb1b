import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '#ui/spinner';

// What the settings page shows from other features, each loaded only when its section opens.

/** A section's content, with a spinner saying what is loading until its code is in. */
const loadingSection = (label: string, content: ReactNode) => (
  <Suspense fallback={<Spinner label={label} className="min-h-24" />}>{content}</Suspense>
);

const AppleHealthCard = lazy(async () => ({
  default: (await import('../features/wearables/components/apple-health-card')).AppleHealthCard,
}));
const ConnectedWearables = lazy(async () => ({
  default: (await import('../features/wearables/components/connected-wearables')).ConnectedWearables,
}));
const RemindersSettings = lazy(async () => ({
  default: (await import('../features/reminders/components/reminders-settings')).RemindersSettings,
}));
const WebhooksSettings = lazy(async () => ({
  default: (await import('../features/webhooks/components/webhooks-settings')).WebhooksSettings,
}));

const CoachMemorySettings = lazy(async () => ({
  default: (await import('../features/chat/components/coach-memory-settings')).CoachMemorySettings,
}));

export const connectedDevices = (timeZone: string) =>
  loadingSection(
    'Loading connected devices',
    <div className="space-y-4">
      <AppleHealthCard timeZone={timeZone} />
      <ConnectedWearables timeZone={timeZone} />
    </div>,
  );
export const reminders = loadingSection('Loading reminders', <RemindersSettings />);
export const webhooks = loadingSection('Loading webhooks', <WebhooksSettings />);
export const coachMemory = loadingSection('Loading what the coach remembers', <CoachMemorySettings />);
