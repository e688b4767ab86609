export { VolumeStatusScreen } from './components/volume-status-screen';
