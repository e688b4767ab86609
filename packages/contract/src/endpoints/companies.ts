import { z } from 'zod';
import { accountSchema, countriesQuerySchema, countrySchema } from '../schemas/companies.js';
import { defineEndpoint } from './define.js';

const tags = ['accounts'];

/** GET /accounts/api/users/ query: q_showall=true adds the other company users. */
export const userListQuerySchema = z.object({ q_showall: z.enum(['true', 'false']).optional() });

export const userListEndpoint = defineEndpoint({
  name: 'accounts:api_user_list',
  method: 'GET',
  path: '/accounts/api/users/',
  tags,
  summary: 'The signed-in account with its company profile; with q_showall, the company users too',
  query: userListQuerySchema,
  reply: z.array(accountSchema),
});

export const countryListEndpoint = defineEndpoint({
  name: 'accounts:api_country_list',
  method: 'GET',
  path: '/accounts/api/countries/',
  tags,
  summary: 'Countries with names in the request language (lang=ar: Arabic)',
  query: countriesQuerySchema,
  reply: z.array(countrySchema),
});
