import type { LabelInfo, VerificationReplyOf } from '@label-portal/contract';
import { vi } from 'vitest';

/** A found label of the demo kind: sold, activated, its roll redistributed. */
export const FOUND_LABEL: LabelInfo = {
  label_id: 'BCDFGHJKLMNP',
  spool_id: 'S0001201',
  reference: 'REF-100',
  product_group: 'Original Part',
  company_name: 'Demo Parts SAS',
  cofor10: '12345A0001',
  city: 'Lyon',
  country_code: 'FR',
  state: 'ACTIVATED',
  order_id: 'ORD-2024-0001',
  holospot_id: '987654',
  redistribution: {
    company_name: 'Garage Martin',
    comment: 'For the eastern workshops',
    date_created: '2026-02-03T10:00:00.000Z',
    street_address: '3 Rue Haute',
    address_details: 'Building B',
    city: 'Metz',
    postal_code: '57000',
    country_code: 'FR',
    spool_id: 'S0001201',
  },
};

export type SpoolLabels = VerificationReplyOf<'by_spool'>['data'];

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs fetch with the label info and the by_spool answer. `labels` maps an id (label id or object
 * id digits) to its info ({} = not found; a number = that status code).
 */
export function stubVerificationServer({
  labels,
  spool = [],
}: {
  labels: Record<string, LabelInfo | Record<string, never> | number | (() => Promise<Response>)>;
  spool?: SpoolLabels | number;
}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const labelMatch = /^\/statistics\/api\/label_info\/([^/]+)$/.exec(url.pathname);
    if (labelMatch) {
      const answer = labels[decodeURIComponent(labelMatch[1] ?? '')] ?? {};
      if (typeof answer === 'function') return answer();
      return typeof answer === 'number' ? json({ code: 'FAILED', errors: {} }, answer) : json(answer);
    }
    if (url.pathname === '/statistics/api/verifications/' && init?.method === 'POST') {
      if (typeof spool === 'number') return json({ code: 'FAILED', errors: {} }, spool);
      return json({ aggregation: 'by_spool', data: spool });
    }
    return json({ code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    labelInfoCalls: () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://portal.test').pathname)
        .filter((path) => path.startsWith('/statistics/api/label_info/')),
    queryBodies: () =>
      fetchMock.mock.calls
        .filter(([input]) => String(input).startsWith('/statistics/api/verifications/'))
        .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>),
  };
}
