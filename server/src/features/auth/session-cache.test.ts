import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../lib/user-view';
import { createSessionCache } from './session-cache';

const person = (id: number) => ({ id }) as UserRow;
const entry = (id: number) => ({ session: { createdAt: new Date(0), lastSeenAt: new Date(0) }, user: person(id) });

describe('the session cache', () => {
  it('holds nothing until it is told changes will reach it', () => {
    const cache = createSessionCache(5_000);
    cache.set('a', entry(1), 0, cache.version());
    expect(cache.get('a', 1)).toBeUndefined();
    cache.setEnabled(true);
    cache.set('a', entry(1), 0, cache.version());
    expect(cache.get('a', 1)?.user.id).toBe(1);
  });

  it('forgets an entry once its time is up', () => {
    const cache = createSessionCache(5_000);
    cache.setEnabled(true);
    cache.set('a', entry(1), 1_000, cache.version());
    expect(cache.get('a', 5_999)).toBeDefined();
    expect(cache.get('a', 6_000)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("forgets every session of one person and nobody else's", () => {
    const cache = createSessionCache(5_000);
    cache.setEnabled(true);
    cache.set('a', entry(1), 0, cache.version());
    cache.set('b', entry(1), 0, cache.version());
    cache.set('c', entry(2), 0, cache.version());
    cache.forgetUser(1);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.user.id).toBe(2);
  });

  it('empties when it can no longer hear about changes', () => {
    const cache = createSessionCache(5_000);
    cache.setEnabled(true);
    cache.set('a', entry(1), 0, cache.version());
    cache.setEnabled(false);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('does not keep a copy read before a change it heard of meanwhile', () => {
    const cache = createSessionCache(5_000);
    cache.setEnabled(true);
    const readAt = cache.version();
    cache.forgetUser(1); // the change arrives while the session row is being read
    cache.set('a', entry(1), 0, readAt);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('keeps nothing with a lifetime of 0', () => {
    const cache = createSessionCache(0);
    cache.setEnabled(true);
    cache.set('a', entry(1), 0, cache.version());
    expect(cache.size()).toBe(0);
  });

  it('drops the oldest entries beyond its size', () => {
    const cache = createSessionCache(5_000);
    cache.setEnabled(true);
    for (let index = 0; index <= 10_000; index += 1) cache.set(`t${index}`, entry(index), 0, cache.version());
    expect(cache.size()).toBe(10_000);
    expect(cache.get('t0', 1)).toBeUndefined();
    expect(cache.get('t10000', 1)).toBeDefined();
  });
});
