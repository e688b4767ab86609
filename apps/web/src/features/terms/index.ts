export { TermsContent } from './components/terms-content';
