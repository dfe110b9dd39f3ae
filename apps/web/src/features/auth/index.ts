/* Accounts and sign-in: what other features may use. Other features import only this file (eslint.config.js). */
export { useErrorText } from './use-error-text';
