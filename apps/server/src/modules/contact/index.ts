/* The contact module's surface for the rest of the server (other modules import only this file). */
export { contactRoutes } from './contact.routes.js';
