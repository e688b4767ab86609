import { type ActivationBody, backofficeActivationEndpoint } from '@label-portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** POST backoffice:api_label_activation: the staff action (same rules as the integration call). */
export function activateLabels(body: ActivationBody) {
  return callEndpoint(backofficeActivationEndpoint, { body });
}
