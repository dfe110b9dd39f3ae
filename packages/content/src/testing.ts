import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A content folder of the given files (path under content/ → records) in a fresh temporary directory, for
 * tests that build a catalog from fixture files: `buildCatalog(contentFixture({...}))`. The caller removes it.
 */
export function contentFixture(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lisan-content-'));
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(data));
  }
  return dir;
}
