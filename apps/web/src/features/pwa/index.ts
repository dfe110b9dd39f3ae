export { AppUpdates } from './app-updates';
