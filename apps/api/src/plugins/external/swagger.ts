import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '#src/lib/version';

/** OpenAPI from the routes' zod schemas: UI at /api/docs, document at /api/docs/json. */
export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Masar API', version: APP_VERSION, description: 'Arabic-first course platform' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The UI needs its own inline-script hashes; our global CSP would block it.
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'swagger' },
);
