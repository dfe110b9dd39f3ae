import { z } from 'zod';
import { EXERCISE_TYPES, PHRASE_CATEGORIES } from './exercise-types.js';

export const exerciseTypeSchema = z.enum(EXERCISE_TYPES);
export const phraseCategorySchema = z.enum(PHRASE_CATEGORIES);
