/* The contact form: what the app may use. Others import only this file (eslint.config.js). */
export { useSendContactMessage } from './api';
