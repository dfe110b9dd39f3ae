import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.js';
import { healthRoutes } from './health/health.routes.js';

/** Every feature's routes, mounted under /api in this order. A new feature adds one line here. */
export const apiModules: FastifyPluginAsync<{ config: Config }>[] = [healthRoutes];
