/* The dashboard's panels and the weekly report: what the app may use. Others import only this file (eslint.config.js). */
export { PhraseLibrary } from './components/phrase-library';
export { PracticeCards } from './components/practice-cards';
export { RecentActivity } from './components/recent-activity';
export { TodayStats } from './components/today-stats';
export { WeeklyProgress } from './components/weekly-progress';
export { WeeklyReport } from './components/weekly-report';
export { downloadText, weeklyReportCsv } from './report-csv';
export { TodayCard } from './components/today-card';
