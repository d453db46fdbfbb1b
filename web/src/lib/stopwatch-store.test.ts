import { STOPPED } from '@uh/core/common/stopwatch.logic';
import { describe, expect, it, vi } from 'vitest';
import { createStopwatchStore, type StopwatchStorage } from './stopwatch-store';

function memoryStorage(initial: Record<string, string> = {}): StopwatchStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('createStopwatchStore', () => {
  it('restores a running watch from storage (a reload keeps the timer)', () => {
    const storage = memoryStorage({ 'uh:stopwatch:cold:7': JSON.stringify({ accumulatedMs: 4000, runningSince: 1_000 }) });
    const store = createStopwatchStore(() => storage);
    expect(store.get('uh:stopwatch:cold:7')).toEqual({ accumulatedMs: 4000, runningSince: 1_000 });
  });

  it('returns the same object until the state changes', () => {
    const store = createStopwatchStore(() => memoryStorage());
    expect(store.get('k')).toBe(store.get('k'));
  });

  it('treats missing, malformed or unreadable storage as a stopped watch', () => {
    expect(createStopwatchStore(() => memoryStorage()).get('k')).toEqual(STOPPED);
    expect(createStopwatchStore(() => memoryStorage({ k: '{not json' })).get('k')).toEqual(STOPPED);
    expect(createStopwatchStore(() => memoryStorage({ k: '{"accumulatedMs":-5,"runningSince":null}' })).get('k')).toEqual(STOPPED);
    const throwing = createStopwatchStore(() => {
      throw new Error('blocked');
    });
    expect(throwing.get('k')).toEqual(STOPPED);
  });

  it('writes changes, forgets a reset watch and tells only that key’s listeners', () => {
    const storage = memoryStorage();
    const store = createStopwatchStore(() => storage);
    const onA = vi.fn();
    const onB = vi.fn();
    store.subscribe('a', onA);
    store.subscribe('b', onB);

    store.set('a', { accumulatedMs: 0, runningSince: 123 });
    expect(JSON.parse(storage.data.get('a') ?? 'null')).toEqual({ accumulatedMs: 0, runningSince: 123 });
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();

    store.set('a', STOPPED);
    expect(storage.data.has('a')).toBe(false);
    expect(store.get('a')).toEqual(STOPPED);
  });

  it('keeps one user’s watch apart from another’s', () => {
    const store = createStopwatchStore(() => memoryStorage());
    store.set('uh:stopwatch:thirty:1', { accumulatedMs: 60_000, runningSince: null });
    expect(store.get('uh:stopwatch:thirty:2')).toEqual(STOPPED);
  });

  it('picks up a change made by another tab on reload', () => {
    const storage = memoryStorage();
    const store = createStopwatchStore(() => storage);
    expect(store.get('k')).toEqual(STOPPED);
    storage.setItem('k', JSON.stringify({ accumulatedMs: 9000, runningSince: null }));
    const listener = vi.fn();
    store.subscribe('k', listener);
    store.reload('k');
    expect(store.get('k')).toEqual({ accumulatedMs: 9000, runningSince: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes', () => {
    const store = createStopwatchStore(() => memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe('k', listener);
    unsubscribe();
    store.set('k', { accumulatedMs: 1, runningSince: null });
    expect(listener).not.toHaveBeenCalled();
  });
});
