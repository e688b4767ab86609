import { mapTilesSchema } from '../schemas/map-tiles.js';
import { defineEndpoint } from './define.js';

/** The tile layers of the authentications map, from the settings (decision 260). */
export const mapTilesEndpoint = defineEndpoint({
  name: 'statistics:api_map_tiles',
  method: 'GET',
  path: '/statistics/api/map_tiles/',
  tags: ['statistics'],
  summary: "The addresses of the authentications map's tile layers: English, German, Localized",
  reply: mapTilesSchema,
  errors: [401, 403],
});
