import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the same zod schemas that validate requests. Off in
 * production unless API_DOCS=true: it maps every route for whoever looks.
 */
export default fp(
  async function openApiPlugin(app: FastifyInstance) {
    if (!app.config.apiDocs) return;
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Dream Life API',
          description: 'Every response is { success: true, data } or { success: false, message, code }.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
