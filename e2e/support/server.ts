/**
 * The app the global setup started, as it hands it to the test workers through their environment: its address
 * and its data folder (where the outbox, the recordings and the built web app live).
 */
function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run the browser tests with \`npx playwright test\``);
  return value;
}

export const appUrl = () => fromSetup('LISAN_E2E_BASE_URL');
export const appDataDir = () => fromSetup('LISAN_E2E_DATA_DIR');
