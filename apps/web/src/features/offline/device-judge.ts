import { provideDeviceCorpus, hasDeviceCorpus, type DeviceCorpus } from '@lisan/arabic/device';
import deviceCorpusUrl from '@lisan/arabic/device-corpus.json?url';
import type { JudgeItem, UiLanguage } from '@lisan/contract';
import { judge, type JudgeResult } from '@lisan/judge';

/*
 * The judge on the learner's device: packages/judge and packages/arabic built for the browser, reading the
 * corpus, its English translation and the root model from one download (`deviceCorpusUrl`, a fingerprinted
 * asset). This module is imported only when practice is kept offline, so no other page load carries it.
 */

/** Where the download is kept: the Cache Storage of this origin, one entry per build's fingerprinted file. */
const CORPUS_CACHE = 'lisan-device-corpus';

/**
 * Fetches the device corpus and this module's own script unless this build's copies are already kept, and keeps
 * only those (the service worker answers both from here, so a reload without a network still judges). Needs
 * the network the first time (when the learner turns offline practice on).
 */
export async function keepDeviceCorpus(): Promise<void> {
  const cache = await caches.open(CORPUS_CACHE);
  const wanted = [deviceCorpusUrl, new URL(import.meta.url).pathname];
  for (const url of wanted) if (!(await cache.match(url))) await cache.add(url);
  for (const request of await cache.keys())
    if (!wanted.includes(new URL(request.url).pathname)) await cache.delete(request);
}

async function loadCorpus(): Promise<void> {
  if (hasDeviceCorpus()) return;
  const cache = await caches.open(CORPUS_CACHE);
  let response = await cache.match(deviceCorpusUrl);
  if (!response) {
    await keepDeviceCorpus();
    response = await cache.match(deviceCorpusUrl);
  }
  if (!response) throw new Error('The device corpus could not be loaded.');
  provideDeviceCorpus((await response.json()) as DeviceCorpus);
}

/** Judges an answer as the server's built-in judge would (no LLM on the device). */
export async function judgeOnDevice(
  item: JudgeItem,
  answer: string,
  language: UiLanguage,
): Promise<JudgeResult> {
  await loadCorpus();
  return judge({ exerciseType: item.type, item, answer, language });
}
