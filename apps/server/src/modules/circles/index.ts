/*
 * The circles module's surface for the rest of the server (other modules import only this file). It has three
 * parts: membership (circles, invites, members, roles and who may see what), the board (the week's assignment,
 * practice totals and streaks) and the wall (posts, replies and reports).
 */
export { circleMembershipRoutes } from './circles.membership.routes.js';
export { circleBoardRoutes } from './circles.board.routes.js';
export { recordCirclePractice } from './circles.board.record.repository.js';
export { circleWallRoutes } from './circles.wall.routes.js';
