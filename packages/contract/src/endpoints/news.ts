import { corporateNewsBodySchema, corporateNewsSchema } from '../schemas/news.js';
import { defineEndpoint } from './define.js';

const tags = ['welcome'];

export const corporateNewsEndpoint = defineEndpoint({
  name: 'welcome:api_corporate_news.get',
  method: 'GET',
  path: '/welcome/api/corporate_news/',
  tags,
  summary: 'The latest corporate news: its texts per language, its READ MORE link and when it was saved',
  reply: corporateNewsSchema,
  errors: [401, 403],
});

export const saveCorporateNewsEndpoint = defineEndpoint({
  name: 'welcome:api_corporate_news.post',
  method: 'POST',
  path: '/welcome/api/corporate_news/',
  tags,
  summary: 'Saves a new version of the corporate news (en and fr required, each at most 200 characters)',
  body: corporateNewsBodySchema,
  reply: corporateNewsSchema,
  status: 201,
  errors: [400, 401, 403, 409],
});
