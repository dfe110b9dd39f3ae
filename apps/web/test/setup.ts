import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test renders into a fresh document; storage is the browser's and would carry a signed-in session over.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
