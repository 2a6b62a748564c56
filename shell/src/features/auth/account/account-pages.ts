// The account pages, one module for the route table to load on demand.
export { ProfilePage } from './profile-page';
export { SettingsPage } from './settings-page';
export { PreferencesPage } from './preferences-page';
export { ContactMessagesPage } from './contact-messages-page';
export { ContentReportsPage } from './content-reports-page';
