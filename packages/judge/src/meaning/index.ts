export { itemThemes, meaningFit, warmMeaning, type MeaningFit } from './fit.js';
export { THEMES, themesOf } from './themes.js';
export { judgeReplyByMeaning, unlistedFeedback, unlistedFit } from './judge-unlisted.js';
