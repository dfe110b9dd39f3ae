import { createLlmJudge, type LlmJudge } from '@lisan/judge';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The LLM's second opinion on unsure answers; null when AI_* is not configured. */
    llmJudge: LlmJudge | null;
  }
}

/**
 * Decorates the app with one LLM judge for the process: its cache of recent judgements lives as long as the
 * server. A test passes its own `judge` (or null for none) instead of the configured one.
 */
export const llmJudgePlugin = fp<{ config: Config; judge?: LlmJudge | null }>(
  async (app, { config, judge }) => {
    app.decorate('llmJudge', judge !== undefined ? judge : config.ai ? createLlmJudge(config.ai) : null);
  },
  { name: 'llm-judge' },
);
