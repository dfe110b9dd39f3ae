import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMORY_MAX, MemoryWindows } from './rate-limit.js';

/** The embedded database's rate-limit counts (ADR 0018): shared by the routes and the fast reads. */
afterEach(() => {
  vi.useRealTimers();
});

describe('MemoryWindows', () => {
  it('counts a client in one-minute windows, and takes only while under the limit', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const windows = new MemoryWindows();
    expect(windows.takeNow('a', 60_000, 2)).toEqual({ current: 1, ttl: 60_000 });
    vi.advanceTimersByTime(10_000);
    expect(windows.incr('a', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    // At the limit nothing is taken or counted: the plugin counts and refuses.
    expect(windows.takeNow('a', 60_000, 2)).toBeUndefined();
    expect(windows.incr('a', 60_000).current).toBe(3);
    expect(windows.takeNow('b', 60_000, 2)?.current).toBe(1);
    vi.advanceTimersByTime(50_000);
    expect(windows.takeNow('a', 60_000, 2)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('holds at most MEMORY_MAX clients, dropping the oldest window first', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const windows = new MemoryWindows();
    for (let i = 0; i < MEMORY_MAX; i++) windows.incr(`client-${i}`, 60_000);
    windows.incr('client-0', 60_000);
    windows.incr('one-more', 60_000);
    // client-0's window was the oldest, so it went (its new window then pushes out client-1's); client-2's stays.
    expect(windows.incr('client-0', 60_000).current).toBe(1);
    expect(windows.incr('client-2', 60_000).current).toBe(2);
  });
});
