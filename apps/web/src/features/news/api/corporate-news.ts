import {
  type CorporateNewsBody,
  corporateNewsEndpoint,
  saveCorporateNewsEndpoint,
} from '@label-portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const CORPORATE_NEWS_KEY = ['welcome', 'corporate-news'] as const;

/** GET /welcome/api/corporate_news/: the latest news with its texts in every language. */
export const corporateNewsQueryOptions = queryOptions({
  queryKey: CORPORATE_NEWS_KEY,
  queryFn: () => callEndpoint(corporateNewsEndpoint),
});

/** POST /welcome/api/corporate_news/: saves a new version; answers it. 403 stays with the form. */
export function saveCorporateNews(body: CorporateNewsBody) {
  return callEndpoint(saveCorporateNewsEndpoint, { body, noRedirect: true });
}
