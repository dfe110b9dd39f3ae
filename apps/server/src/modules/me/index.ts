/* The me module's surface for the rest of the server (other modules import only this file). */
export { meRoutes } from './me.routes.js';
