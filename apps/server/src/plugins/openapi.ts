import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas; browsable at /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; version: string }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Label Portal API',
          description:
            'Every unsafe call needs the X-CSRFToken header equal to the csrftoken cookie (set by GET /accounts/api/login/). ' +
            'Failures answer { code, errors } with per-field messages.',
          version: options.version,
        },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sessionid' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'openapi' },
);
