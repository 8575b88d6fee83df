import type { FastifyInstance } from 'fastify';
import { sendWebResponse, toWebRequest } from '../web/web-request';
import { CLIENT_IP_HEADER, type Auth } from './create-auth';

/** better-auth's endpoints, mounted at /api/auth; the body is handed over exactly as it arrived. */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.all('/*', async (request, reply) => {
    const body = request.body instanceof Buffer && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
    // The client's address as Fastify sees it (the socket, or a configured proxy's header), never one the client chose.
    const webRequest = toWebRequest(request, { body, headers: { [CLIENT_IP_HEADER]: request.ip } });
    return sendWebResponse(reply, await auth.handler(webRequest));
  });
}
