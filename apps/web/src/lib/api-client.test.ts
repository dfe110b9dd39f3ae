import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, systemTimeZone } from './api-client';

/* Every request names the learner's time zone (X-Time-Zone): statistics count "today" on their calendar. */

afterEach(() => vi.unstubAllGlobals());

describe('the time zone a request carries', () => {
  it('is the one Temporal reports, where the browser has Temporal', () => {
    const timeZoneId = vi.fn(() => 'Asia/Jakarta');
    expect(systemTimeZone({ Temporal: { Now: { timeZoneId } } })).toBe('Asia/Jakarta');
    expect(timeZoneId).toHaveBeenCalledTimes(1);
  });

  it('comes from Intl where it has not', () => {
    expect(systemTimeZone({})).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('goes with every request', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', {});
    await apiGet('/api/health');
    await apiGet('/api/health');
    for (const [, init] of fetch.mock.calls as unknown as [string, RequestInit][])
      expect(new Headers(init.headers).get('X-Time-Zone')).toBe(systemTimeZone());
  });
});
