import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import { analyticsRoutes } from './analytics/index.js';
import { billingRoutes } from './billing/index.js';
import { circleBoardRoutes, circleMembershipRoutes, circleWallRoutes } from './circles/index.js';
import { contactRoutes } from './contact/index.js';
import { conversationRoutes } from './conversation/index.js';
import { exercisesRoutes } from './exercises/index.js';
import { contentRoutes } from './content/index.js';
import { dialoguesRoutes } from './dialogues/index.js';
import { healthRoutes } from './health/index.js';
import { authRoutes, oauthRoutes, passwordResetRoutes } from './identity/index.js';
import { progressRoutes } from './progress/index.js';
import { pronunciationRoutes } from './pronunciation/index.js';
import { quranRoutes } from './quran/index.js';
import { reportRoutes } from './report/index.js';
import { meRoutes } from './me/index.js';
import { remindersRoutes } from './reminders/index.js';

/** Every feature's routes, mounted under /api in this order. A new feature adds one line here. */
export const apiModules: FastifyPluginAsync<{ config: Config }>[] = [
  healthRoutes,
  quranRoutes,
  progressRoutes,
  reportRoutes,
  contactRoutes,
  contentRoutes,
  authRoutes,
  meRoutes,
  passwordResetRoutes,
  oauthRoutes,
  billingRoutes,
  exercisesRoutes,
  analyticsRoutes,
  pronunciationRoutes,
  circleMembershipRoutes,
  circleBoardRoutes,
  circleWallRoutes,
  dialoguesRoutes,
  conversationRoutes,
  remindersRoutes,
];
