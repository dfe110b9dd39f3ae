/* The reminders module's surface for the rest of the server: its routes, its job and the Web Push sender. */
export { remindersRoutes } from './reminders.routes.js';
export { reminderJob } from './reminders.job.js';
export { webPushPlugin } from './web-push.js';
