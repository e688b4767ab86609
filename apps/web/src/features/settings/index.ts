export { SettingsScreen } from './components/settings-screen';
