export * from './common.js';
export * from './constants.js';
export * from './content.js';
export * from './error-texts.js';
export * from './exercise-types.js';
export * from './health.js';
export * from './languages.js';
