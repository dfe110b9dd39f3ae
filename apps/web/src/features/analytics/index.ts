/* Learning analytics (pronunciation, grammar, vocabulary): what other features may use. Other features import only this file (eslint.config.js). */
export { analyticsQueries, refreshAnalytics } from './api';
export { analyticsCsv } from './analytics-csv';
export { AnalyticsReport } from './components/analytics-report';
export { AnalyticsSection } from './components/analytics-section';
