/* The exercise screen and picking an exercise: what the app may use. Others import only this file (eslint.config.js). */
export { prefetchExercise, randomExercisePath } from './api';
export { ExerciseScreen } from './components/exercise-screen';
export { randomExerciseType } from './random-type';
