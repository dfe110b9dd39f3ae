/* The exercises module's surface for the rest of the server (other modules import only this file). */
export { exercisesRoutes } from './exercises.routes.js';
export { llmJudgePlugin } from './llm-judge.js';
