import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestTemplate, dropTestTemplate, type TestTemplate } from '@lisan/db/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TestTemplate;
  }
}

/** Migrates one template database per run; every test file clones it (see packages/db/src/testing.ts). */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lisan-test-'));
  const template = await createTestTemplate({
    testDatabaseUrl: process.env.TEST_DATABASE_URL,
    dumpPath: path.join(dir, 'template.tar'),
  });
  project.provide('dbTemplate', template);
  if (template.kind === 'postgres')
    process.stdout.write('API tests run against PostgreSQL (TEST_DATABASE_URL)\n');
  return async () => {
    await dropTestTemplate(template);
    rmSync(dir, { recursive: true, force: true });
  };
}
