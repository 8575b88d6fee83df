import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { invalidInput } from './errors';

export type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Route schemas are zod schemas. Input that fails becomes a 400 naming each bad field; answers go out
 * through their declared response schema, so a field a route didn't declare never leaves the server.
 */
export function registerZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: invalidInput(result.error) };
  });
  app.setSerializerCompiler(serializerCompiler);
}
