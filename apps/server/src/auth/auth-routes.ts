import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './create-auth';
import { CLIENT_IP_HEADER } from './create-auth';

/** Turns a Fastify request into the Web Request better-auth handles, body passed through untouched. */
function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The client's address as Fastify sees it (the socket, or a configured proxy's header).
  headers.set(CLIENT_IP_HEADER, request.ip);
  const body = request.body instanceof Buffer && request.body.length > 0 ? new Uint8Array(request.body) : undefined;
  return new Request(new URL(request.url, origin), { method: request.method, headers, body });
}

/** better-auth's endpoints, mounted at /api/auth. */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.all('/*', async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const response = await auth.handler(toWebRequest(request, origin));
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });
}
