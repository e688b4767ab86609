export { WelcomeContent } from './components/welcome-content';
