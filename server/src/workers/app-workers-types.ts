import type { ReminderEmailKeys } from '../features/reminders/reminder-email-keys';
import type { ReminderSender } from '../features/reminders/reminder-sender';
import type { ImportThread } from '../features/settings/account-import-thread';
import type { ImportRunner } from '../features/wearables/apple-health-import.job';
import type { WearableClients } from '../providers/wearables/wearable-clients';
import type { Worker } from './worker';

/** Every worker of this server, with what the routes that queue work for them need. */
export type AppWorkers = {
  reminders: Worker & { sender: ReminderSender; emailKeys: ReminderEmailKeys };
  webhooks: Worker;
  wearableSync: Worker & { clients: WearableClients };
  appleHealthImports: Worker & { runner: ImportRunner };
  accountImports: Worker & { thread: ImportThread };
  demoResets: Worker;
  insights: Worker;
  experiments: Worker;
  backups: Worker;
  /** All of the above, in the order they start. */
  list: readonly Worker[];
};

export type AppWorkersOptions = {
  /**
   * The server process itself: it resumes the Apple Health imports a stopped server left in its
   * data folder, resets the demo account and works out insights nightly. Test apps share one
   * database and folders, so they leave these off.
   */
  serverProcess: boolean;
};
