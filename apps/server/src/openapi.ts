import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The API's published contract, generated from the routes' own zod schemas and served at
 * /api/openapi.json. Registered before the routes so it sees every one of them.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Alankar API',
        version: '1.0.0',
        description:
          'The JSON API of the Alankar jewellery shop. Errors answer `{ error: { code, message, fields? } }`. ' +
          'Signed-in calls use the session cookie set by /api/auth.',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}
