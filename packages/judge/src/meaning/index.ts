export {
  meaningFit,
  warmMeaning,
  DEFAULT_FIT,
  type FitOptions,
  type FitVerdict,
  type MeaningFit,
} from './fit.js';
export { THEMES, themesOf, type Theme } from './themes.js';
export {
  judgeReplyByMeaning,
  unlistedFeedback,
  unlistedFit,
  type UnlistedVerdict,
} from './judge-unlisted.js';
