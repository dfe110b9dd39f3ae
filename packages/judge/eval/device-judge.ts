/*
 * The judge as the browser runs it, for the agreement test (src/device.test.ts): started with the `browser`
 * export condition, so @lisan/arabic reads its corpus from the device download (compiled-device.ts) instead of
 * generated/. Reads { corpusFile, inputs } as JSON from the file named by its one argument and prints the
 * { isCorrect, verdict } of each input, in order, and whether the corpus it read is the device's (which holds
 * the English translation only).
 */
import { readFileSync } from 'node:fs';
import { getTranslation } from '@lisan/arabic';
import { hasDeviceCorpus, provideDeviceCorpus, type DeviceCorpus } from '@lisan/arabic/device';
import { judge } from '../src/judge.js';
import type { JudgeInput } from '../src/types.js';

const { corpusFile, inputs } = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  corpusFile: string;
  inputs: JudgeInput[];
};
provideDeviceCorpus(JSON.parse(readFileSync(corpusFile, 'utf8')) as DeviceCorpus);
if (!hasDeviceCorpus()) throw new Error('the device corpus did not load');
const results: Array<{ isCorrect: boolean; verdict: string }> = [];
for (const input of inputs) {
  const { isCorrect, verdict } = await judge(input);
  results.push({ isCorrect, verdict });
}
const deviceCorpusRead = getTranslation(1, 1, 'id') === undefined && getTranslation(1, 1, 'en') !== undefined;
process.stdout.write(JSON.stringify({ deviceCorpusRead, results }));
