/* The exercise screen and picking an exercise: what the app may use. Others import only this file (eslint.config.js). */
export { prefetchExercise, randomExercisePath } from './api';
export { ExerciseScreen } from './components/exercise-screen';
export { randomExerciseType } from './random-type';
export { ArabicKeyboard } from './components/arabic-keyboard';
export { SpeakButton } from './components/speak-button';
export { PracticeSession } from './components/practice-session';
export { useSessionSize } from './today';
export type { AnswerCheck } from './use-check-answer';
