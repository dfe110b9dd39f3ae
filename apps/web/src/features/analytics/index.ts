/* Pronunciation and learning analytics: what other features may use. Other features import only this file (eslint.config.js). */
export { analyticsQueries } from './api';
export { analyticsCsv } from './analytics-csv';
export { linkSpokenAnswer } from './api';
export { AnalyticsReport } from './components/analytics-report';
export { AnalyticsSection } from './components/analytics-section';
export { SpeakPractice } from './components/speak-practice';
