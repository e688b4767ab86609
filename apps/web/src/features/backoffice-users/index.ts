export { WaitingUsers } from './components/waiting-users';
