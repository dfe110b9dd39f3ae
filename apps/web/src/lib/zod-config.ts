import { config } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that on first use. The app's
 * Content-Security-Policy forbids eval (script-src 'self'), so the probe is refused and reported as a CSP
 * issue (Lighthouse best practices). The interpreted parser is fast enough for the few payloads the web app
 * checks, so the browser build never tries.
 */
config({ jitless: true });
