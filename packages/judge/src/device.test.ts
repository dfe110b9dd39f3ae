import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEVICE_CORPUS_FILE, deviceCorpus, writeAtomically } from '@lisan/arabic/compiled-files';
import { describe, expect, it } from 'vitest';
import { itemOf, loadSharedSets, sharedSetsDir } from '../eval/shared-sets.js';
import { judge } from './judge.js';
import type { JudgeInput } from './types.js';

/*
 * The judge on the learner's device must say what the server says: the same code, built for the browser, reading
 * the corpus from the download the app fetches (generated/device-corpus.json). Both judge every teacher-labelled
 * answer of ../shared/judge-dev (the folder judge:eval reads); the device runs in a process of its own started
 * with the browser export condition, as a bundler resolves it.
 */
const dir = sharedSetsDir();
const judgeRoot = path.resolve(import.meta.dirname, '..');

// CI always has the shared sets beside the clone; a checkout without them cannot run this comparison.
describe.skipIf(!dir && !process.env.CI)('the device judge', () => {
  it('agrees with the server judge on at least 99.5% of the shared learner answers', async () => {
    expect(dir, '../shared/judge-dev beside the repository').not.toBeNull();
    const inputs: JudgeInput[] = [];
    for (const cases of loadSharedSets(dir!).values())
      for (const c of cases) {
        const item = itemOf(c.request);
        if (!item) continue;
        inputs.push({
          exerciseType: item.type,
          item,
          answer: c.request.userAnswer,
          language: c.request.language ?? 'en',
        });
      }
    expect(inputs.length).toBeGreaterThan(500);

    if (!existsSync(DEVICE_CORPUS_FILE)) writeAtomically(DEVICE_CORPUS_FILE, JSON.stringify(deviceCorpus()));
    const work = mkdtempSync(path.join(tmpdir(), 'lisan-device-judge-'));
    try {
      const request = path.join(work, 'request.json');
      writeFileSync(request, JSON.stringify({ corpusFile: DEVICE_CORPUS_FILE, inputs }));
      const output = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--conditions=browser', 'eval/device-judge.ts', request],
        { cwd: judgeRoot, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      );
      const device = JSON.parse(output) as {
        deviceCorpusRead: boolean;
        results: Array<{ isCorrect: boolean; verdict: string }>;
      };
      expect(device.deviceCorpusRead).toBe(true);
      expect(device.results).toHaveLength(inputs.length);

      let agree = 0;
      const differ: string[] = [];
      for (const [i, input] of inputs.entries()) {
        const server = await judge(input);
        const onDevice = device.results[i]!;
        if (server.isCorrect === onDevice.isCorrect && server.verdict === onDevice.verdict) agree++;
        else differ.push(`${input.item.itemId} «${input.answer}»: ${server.verdict} / ${onDevice.verdict}`);
      }
      console.log(`device judge agrees with the server judge on ${agree} of ${inputs.length} answers`);
      expect(agree / inputs.length, differ.join('\n')).toBeGreaterThanOrEqual(0.995);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 600_000);
});
