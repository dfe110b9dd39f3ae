import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A first render waits for its translation files, which Vite transforms on first import: beside an API test file
// in the other worker of a busy 2-core machine that took over the default second for `findBy…` and `waitFor`.
configure({ asyncUtilTimeout: 5000 });

// Each test renders into a fresh document; storage is the browser's and would carry a signed-in session over.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
