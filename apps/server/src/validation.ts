import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { invalidInput } from './errors';

/** Lets routes declare zod schemas for params, query and body and get their parsed types. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Route schemas are zod schemas; a failure becomes a 400 AppError naming each bad field. */
export function registerZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: invalidInput(result.error) };
  });
}
