/* The quran module's surface for the rest of the server (other modules import only this file). */
export { quranRoutes } from './quran.routes.js';
