import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@alankar/shared/api-error';
import { sendWebResponse, toWebRequest } from '../web/web-request';
import { CLIENT_IP_HEADER, type Auth } from './create-auth';
import { requestLang } from '../request-lang';
import { inCallerLanguage } from '../words/in-caller-language';

/** better-auth's endpoints, mounted at /api/auth; the body is handed over exactly as it arrived. */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    config: { access: 'public' },
    schema: {
      summary: 'The sign-in service (better-auth)',
      description:
        'sign-up/email, sign-in/email, sign-in/social, callback/google, sign-in/magic-link, magic-link/verify, sign-out, ' +
        'get-session, request-password-reset, reset-password, reset-password/{token}, update-user. See https://www.better-auth.com/docs for their bodies.',
    },
    handler: async (request, reply) => {
      const body = request.body instanceof Buffer && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
      // The client's address as Fastify sees it (the socket, or a configured proxy's header), never one the client chose.
      const webRequest = toWebRequest(request, { body, headers: { [CLIENT_IP_HEADER]: request.ip } });
      const response = await auth.handler(webRequest);
      // Signing out, or changing an account, is seen by this process's next request at once; others hear it from
      // the database.
      if (request.method === 'POST') {
        app.cache.invalidate('sessions');
        app.cache.invalidate('users');
      }
      if (response.status < 400) return sendWebResponse(reply, response);
      const error = await inShopShape(response);
      if (error.error.code === 'internal') request.log.error({ status: response.status }, 'sign-in service failed');
      reply.header('set-cookie', response.headers.getSetCookie());
      error.error.requestId = request.id;
      return reply.status(response.status).send(inCallerLanguage(error, requestLang(request)));
    },
  });
}

const CODES: Record<number, ApiErrorBody['error']['code']> = {
  400: 'invalid',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  422: 'conflict',
  429: 'too_many_requests',
};

/** better-auth answers errors as `{ message, code }` (or plain text); the shop's API always says `{ error: { code, message } }`. */
async function inShopShape(response: Response): Promise<ApiErrorBody> {
  if (response.status >= 500) {
    return { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } };
  }
  const text = await response.text();
  let message: string | undefined;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message as string | undefined;
  } catch {
    message = undefined;
  }
  const code = CODES[response.status] ?? 'invalid';
  const fallback =
    code === 'not_found'
      ? 'No such sign-in service call.'
      : code === 'too_many_requests'
        ? 'Too many attempts. Please wait a minute and try again.'
        : 'Please check your details and try again.';
  return { error: { code, message: typeof message === 'string' && message ? message : fallback } };
}
