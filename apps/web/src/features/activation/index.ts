export { ActivationPanel } from './components/activation-panel';
export { ApiKeysPanel } from './components/api-keys-panel';
