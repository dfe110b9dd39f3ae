/* Study circles (board, members, assignments, wall): what the app and other features may use. Others import only this file (eslint.config.js). */
export { circlePracticeSession, circleQueries } from './api';
export { AssignmentPanel } from './components/assignment-panel';
export { CircleBoard } from './components/circle-board';
export { CreateCircleForm, JoinCircleForm } from './components/circle-forms';
export { InvitePanel, LeavePanel, MembersPanel } from './components/circle-members';
export { CircleWall } from './components/circle-wall';
export { DashboardAssignments } from './components/dashboard-assignments';
