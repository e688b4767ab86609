import { TermsContent } from '../../features/terms';

/** /psa_terms/terms: legal notice and terms of use, public. */
export function TermsRoute() {
  return <TermsContent />;
}
