/**
 * Where the product the browser tests use runs. Playwright has no way to hand values from the global setup to the
 * tests but the environment: the setup starts the server and writes its address and data folder there, and every
 * worker it starts afterwards inherits them.
 */
const BASE_URL = 'LISAN_E2E_BASE_URL';
const DATA_DIR = 'LISAN_E2E_DATA_DIR';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`npx playwright test\``);
  return value;
}

/** The shared app's address, e.g. http://127.0.0.1:43123. */
export const baseUrl = () => required(BASE_URL);

/** The shared app's data folder (its outbox, its web build, the recordings the tests "say"). */
export const dataDir = () => required(DATA_DIR);

/** Called by the global setup once the server answers. */
export function announceServer(url: string, dir: string) {
  process.env[BASE_URL] = url;
  process.env[DATA_DIR] = dir;
}
