import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@alankar/shared/api-error';
import type { ZodError } from 'zod';
import { requestLang } from './request-lang';
import { inCallerLanguage } from './words/in-caller-language';

type ErrorCode = ApiErrorBody['error']['code'];

const STATUS: Record<ErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  internal: 500,
  /** A payment provider the shop depends on is not answering; nothing was lost. */
  unavailable: 503,
};

/** The one error type services throw for failures a user can cause or fix. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    fields[path] ??= issue.message;
  }
  return fields;
}

function describeFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
    .join('; ');
}

export function invalidInput(error: ZodError): AppError {
  const fields = fieldsOf(error);
  return new AppError('invalid', describeFields(fields), fields);
}

/** Maps every thrown error to a status and `{ error: { code, message, fields? } }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = requestLang(request);
    const answer = (status: number, error: Omit<ApiErrorBody['error'], 'requestId'>) =>
      reply.status(status).send(inCallerLanguage({ error: { ...error, requestId: request.id } }, lang));
    if (error instanceof AppError) {
      return answer(error.status, { code: error.code, message: error.message, fields: error.fields });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return answer(500, { code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own client errors: bad JSON, body too large, unsupported media type…
    const code: ErrorCode = status === 404 ? 'not_found' : status === 429 ? 'too_many_requests' : 'invalid';
    return answer(status, { code, message: error.message });
  });
}

/** Errors Fastify meets before any route runs (a URL that is not valid percent-encoding): a 400 in the shop's shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body: ApiErrorBody = {
    error: {
      code: 'invalid',
      message: 'This address is not valid. Check the link and try again.',
      requestId: request.id,
    },
  };
  void reply
    .status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
    .send(inCallerLanguage(body, requestLang(request)));
}
