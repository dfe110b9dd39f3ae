import { getContentCatalog } from '@lisan/content';
import type { ExerciseView } from '@lisan/contract';
import type { TestProject } from 'vitest/node';
import type {} from './provided';

/** Items from the real library that component tests render (their Arabic comes from the corpus, by reference). */
const ITEMS = [
  ['conversation', 'conversation-001'],
  // A role-play that asks only for everyday Arabic.
  ['roleplay', 'roleplay-128'],
] as const;

// The catalog reads content files from disk, which the browser-like test environment cannot: it is built here,
// in Node, once, and handed to the tests.
export default function setup(project: TestProject) {
  const catalog = getContentCatalog();
  const views: Record<string, ExerciseView> = {};
  for (const [type, id] of ITEMS) {
    const view = catalog.exerciseView(type, id);
    if (!view) throw new Error(`${type} ${id} is not in the library`);
    views[id] = view;
  }
  project.provide('exerciseViews', views);
}
