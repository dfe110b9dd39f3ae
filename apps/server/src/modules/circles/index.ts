/* The circles module's surface for the rest of the server (other modules import only this file). */
export { circlesRoutes } from './circles.routes.js';
export { recordCirclePractice } from './circles.practice.repository.js';
export { circleWallRoutes } from './circles.wall.routes.js';
