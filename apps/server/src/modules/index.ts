import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { billingRoutes } from './billing/billing.routes.js';
import { circlesRoutes } from './circles/circles.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { exercisesRoutes } from './exercises/exercises.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { progressRoutes } from './progress/progress.routes.js';
import { quranRoutes } from './quran/quran.routes.js';
import { reportRoutes } from './report/report.routes.js';
import { meRoutes } from './me/me.routes.js';
import { passwordResetRoutes } from './password-reset/password-reset.routes.js';
import { oauthRoutes } from './oauth/oauth.routes.js';

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
  circlesRoutes,
];
