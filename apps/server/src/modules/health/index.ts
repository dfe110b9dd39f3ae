/* The health module's surface for the rest of the server (other modules import only this file). */
export { healthRoutes } from './health.routes.js';
