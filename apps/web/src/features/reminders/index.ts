export { ReminderSettingsForm } from './components/reminder-settings';
