import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'arabic',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The corpus is compiled on first use when generated/ is missing; give that room on a cold clone.
    testTimeout: 60_000,
  },
});
