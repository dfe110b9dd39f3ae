/* The report module's surface for the rest of the server (other modules import only this file). */
export { reportRoutes } from './report.routes.js';
