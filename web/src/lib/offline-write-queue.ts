import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { orderOfSync, type QueuedWrite } from './offline-writes.logic';

// The writes kept on this device (IndexedDB), and the copy in memory the pages show.

let store: UseStore | null = null;
const storeOf = () => (store ??= createStore('uh-offline-writes', 'writes'));

let writes: QueuedWrite[] = [];
const listeners = new Set<() => void>();

/** Shows `next` as the queue. */
export const publish = (next: QueuedWrite[]) => {
  writes = next;
  for (const listener of listeners) listener();
};

/** Every write kept on this device, whoever made it. */
export async function storedWrites(): Promise<QueuedWrite[]> {
  return (await entries<string, QueuedWrite>(storeOf())).map(([, write]) => write);
}

export async function keep(write: QueuedWrite) {
  await set(write.id, write, storeOf());
  publish([...writes.filter((other) => other.id !== write.id), write]);
}

export async function forget(id: string) {
  await del(id, storeOf());
  publish(writes.filter((write) => write.id !== id));
}

/** The writes kept now (for a mutation that must name one of them). */
export const queuedWritesNow = (): readonly QueuedWrite[] => writes;

/** Drops a write the server refused, once the person has read why. */
export const dismissQueuedWrite = (id: string): Promise<void> => forget(id);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The person's writes waiting to sync (and refused ones), oldest first; `kind` narrows them to one feature. */
export function useQueuedWrites(kind?: string): readonly QueuedWrite[] {
  const all = useSyncExternalStore(
    subscribe,
    () => writes,
    () => writes,
  );
  return kind === undefined ? orderOfSync(all) : orderOfSync(all.filter((write) => write.kind === kind));
}
