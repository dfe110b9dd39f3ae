/* Practice without a network: what the app may use. Others import only this file (eslint.config.js). */
export { OfflinePanel } from './offline-panel';
export { deviceCheck, keptPractice, type KeptSet } from './offline-practice';
export { useOfflinePractice } from './use-offline-practice';
