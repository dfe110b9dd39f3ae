/* The analytics module's surface for the rest of the server. */
export { analyticsRoutes } from './analytics.routes.js';
export { recordAttemptAnalytics } from './analytics.record.js';
