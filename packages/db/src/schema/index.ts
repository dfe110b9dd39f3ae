export * from './users.js';
export * from './progress.js';
export * from './contact.js';
export * from './auth.js';
export * from './billing.js';
export * from './content.js';
