import {
  distributionAddressListQuerySchema,
  distributionAddressListSchema,
  distributionListBodySchema,
  distributionListQuerySchema,
  distributionPageSchema,
  distributionSentSchema,
  spoolListQuerySchema,
  spoolListSchema,
} from '../schemas/distribution.js';
import { defineEndpoint } from './define.js';
import { idempotencyHeadersSchema } from './orders.js';

const tags = ['distribution'];

export const distributionAddressListEndpoint = defineEndpoint({
  name: 'distribution:api_address_list',
  method: 'GET',
  path: '/distribution/api/address_list/',
  tags,
  summary:
    "The address list: the company's own address, its rejected distribution proposals, then its distribution addresses waiting for approval and approved (keyset pages)",
  query: distributionAddressListQuerySchema,
  reply: distributionAddressListSchema,
  errors: [400, 401, 403],
});

export const spoolListEndpoint = defineEndpoint({
  name: 'distribution:api_spool_list',
  method: 'GET',
  path: '/distribution/api/spool_list/',
  tags,
  summary:
    "The company's rolls not yet redistributed, by spool_no (keyset pages, optionally those whose spool_no contains q_spool_no)",
  query: spoolListQuerySchema,
  reply: spoolListSchema,
  errors: [400, 401, 403],
});

export const sendDistributionsEndpoint = defineEndpoint({
  name: 'distribution:api_distribution_list.post',
  method: 'POST',
  path: '/distribution/api/distribution_list/',
  tags,
  summary:
    'Redistributes rolls to approved distribution addresses in one transaction; idempotent on the Idempotency-Key header',
  headers: idempotencyHeadersSchema,
  body: distributionListBodySchema,
  reply: distributionSentSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409],
});

export const distributionHistoryEndpoint = defineEndpoint({
  name: 'distribution:api_distribution_list.get',
  method: 'GET',
  path: '/distribution/api/distribution_list/',
  tags,
  summary: "The company's redistributions, newest first (keyset pages)",
  query: distributionListQuerySchema,
  reply: distributionPageSchema,
  errors: [400, 401, 403],
});
