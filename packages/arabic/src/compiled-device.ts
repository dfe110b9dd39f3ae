import type { CompiledSource, DeviceCorpus } from './compiled.js';

/*
 * The browser's source of the compiled corpus: nothing until the app hands over the device corpus it downloaded
 * (`provideDeviceCorpus`). Reading the corpus before then is a programming error, said plainly.
 */

let data: DeviceCorpus | undefined;

export function provideDeviceCorpus(corpus: DeviceCorpus): void {
  data = corpus;
}

export const hasDeviceCorpus = () => data !== undefined;

function loaded(): DeviceCorpus {
  if (!data) throw new Error('The device corpus is not loaded: call provideDeviceCorpus first.');
  return data;
}

export const compiledSource: CompiledSource = {
  corpus: () => loaded().corpus,
  translations: () => ({ fingerprint: loaded().corpus.fingerprint, en: loaded().english }),
  roots: () => loaded().roots,
};

export type { DeviceCorpus } from './compiled.js';
