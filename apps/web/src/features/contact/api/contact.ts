import {
  type ContactMessageBody,
  contactInformationEndpoint,
  sendContactMessageEndpoint,
} from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** POST /contact/api/send_message/: the message to customer service. */
export function sendContactMessage(body: ContactMessageBody) {
  return callEndpoint(sendContactMessageEndpoint, { body });
}

/** GET /contact/api/contact_information/: the provider's contacts. */
export const contactInformationQueryOptions = queryOptions({
  queryKey: ['contact', 'contact-information'] as const,
  queryFn: () => callEndpoint(contactInformationEndpoint),
});
