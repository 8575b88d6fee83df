// A bare Fastify answering every GET with the bytes in the file it is given: the bench's in-memory ceiling.
// It runs in a process of its own, as the shop does, so neither shares an event loop with the load generator.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, type] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => reply.type(type).send(body));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.(address);
