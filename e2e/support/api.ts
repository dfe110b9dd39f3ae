import { appUrl } from './server';

/** A call to the app's API as the learner holding `token`; the status and the JSON body it answers. */
export async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${appUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
