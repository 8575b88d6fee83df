// Two shop processes behind one port: a tiny round-robin HTTP proxy, as a load balancer would be.
import { createServer, request as forward } from 'node:http';

export function startRoundRobin(targets) {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(targets[next++ % targets.length]);
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        base: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
